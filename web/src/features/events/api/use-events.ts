import type { CommunityEvent } from "@main-street/domain/event";
import { useQuery } from "@tanstack/react-query";

/** The list and the detail page both read the full list (docs/product.md#api). */
export function useEvents() {
  return useQuery<CommunityEvent[]>({ queryKey: ["/api/events"] });
}
