import { useQuery } from "@tanstack/react-query";
import { eventQuery } from "../../../lib/queries";

/** One event; null when it doesn't exist (the server render embeds null for an unknown id). */
export function useEvent(id: string | undefined, date?: string) {
  return useQuery({ ...eventQuery(id ?? "", date), enabled: Boolean(id) });
}
