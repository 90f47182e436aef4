import type { CommunityEvent } from "@main-street/domain/event";
import { useQuery } from "@tanstack/react-query";

/** GET /api/events: the list and the detail page both read the full list (SPEC 7). */
export function useEvents() {
  return useQuery<CommunityEvent[]>({ queryKey: ["/api/events"] });
}
