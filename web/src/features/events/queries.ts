/** The events feature's own reads; the list of every event is shared (lib/queries.ts). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CommunityEvent } from "@main-street/domain/event";
import { api } from "@main-street/domain/paths";

/** One event, or with `date` (YYYY-MM-DD) one date of a series; null when it doesn't exist. No retries. */
export const eventQuery = (id: string, date?: string) =>
  queryOptions<CommunityEvent | null>({
    queryKey: date ? [api.events.path, id, { date }] : [api.events.path, id],
    retry: false,
  });

/** One event; null when it doesn't exist (the server render embeds null for an unknown id). */
export function useEvent(id: string | undefined, date?: string) {
  return useQuery({ ...eventQuery(id ?? "", date), enabled: Boolean(id) });
}
