/** Home reads its own summary (category counts and featured cards), never the whole lists. */
import type { CommunityEvent } from "@main-street/domain/event";
import type { HomeSummary } from "@main-street/domain/home";
import { useQuery } from "@tanstack/react-query";
import { eventsKey, homeKey } from "../../../lib/query-keys";

export function useHomeSummary() {
  return useQuery<HomeSummary>({ queryKey: homeKey });
}

export function useEventList() {
  return useQuery<CommunityEvent[]>({ queryKey: eventsKey });
}
