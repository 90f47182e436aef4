/** Home reads the same cached lists as the directory and events pages (same query keys). */
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { useQuery } from "@tanstack/react-query";

export function useBusinessList() {
  return useQuery<Business[]>({ queryKey: ["/api/businesses"] });
}

export function useEventList() {
  return useQuery<CommunityEvent[]>({ queryKey: ["/api/events"] });
}
