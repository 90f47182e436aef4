import type { CommunityEvent } from "@main-street/domain/event";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../../lib/query-keys";

/** One event; null when it doesn't exist (the server render embeds null for an unknown id). No retries. */
export function useEvent(id: string | undefined, date?: string) {
  return useQuery<CommunityEvent | null>({ queryKey: eventKey(id ?? "", date), enabled: Boolean(id), retry: false });
}
