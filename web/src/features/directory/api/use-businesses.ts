/** Keys are the URL parts (lib/query-client fetches by key); the list's retry rule is set there too. */
import type { Business } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

export function useAllBusinesses(enabled = true) {
  return useQuery<Business[]>({ queryKey: ["/api/businesses"], enabled });
}

/** Only when the text is non-empty. Earlier results stay on screen while the next ones load. */
export function useBusinessSearch(q: string) {
  return useQuery<Business[]>({
    queryKey: ["/api/businesses/search", { q }],
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Only when a category is set. */
export function useBusinessesInCategory(category: BusinessCategory | null) {
  return useQuery<Business[]>({ queryKey: ["/api/businesses/category", { category }], enabled: category !== null });
}

/** Only when an id exists. No retries: a missing business should show 'Business Not Found' at once. */
export function useBusiness(id: string | undefined) {
  return useQuery<Business>({ queryKey: ["/api/businesses", id], enabled: Boolean(id), retry: false });
}
