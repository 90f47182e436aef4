/** The event categories staff manage (docs/product.md#event-categories), and their changes. */
import type { EventCategory } from "@main-street/domain/event-categories";
import { api } from "@main-street/domain/paths";
import { eventKind } from "@main-street/domain/records";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../../lib/api-client";
import { useRefetchKind } from "./use-record-mutations";

interface CategoryList {
  categories: EventCategory[];
  merged?: boolean;
}

type CategoryChange = { add: string } | { rename: string; to: string } | { remove: string };

const KEY = [api.admin.eventCategories.path];

export function useEventCategories() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<CategoryList>(api.admin.eventCategories.href(), signal),
    select: (list) => list.categories,
    retry: false,
  });
}

/** Adds, renames (or merges) and deletes; a rename moves events, so the events' queries are fetched again too. */
export function useEventCategoryChange() {
  const client = useQueryClient();
  const refetchEvents = useRefetchKind(eventKind);
  return useMutation({
    mutationFn: (change: CategoryChange): Promise<CategoryList | undefined> =>
      "add" in change
        ? apiRequest<CategoryList>("POST", api.admin.eventCategories.href(), { name: change.add })
        : "rename" in change
          ? apiRequest<CategoryList>("PUT", api.admin.eventCategory.href(change.rename), { name: change.to })
          : apiRequest<CategoryList | undefined>("DELETE", api.admin.eventCategory.href(change.remove)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: KEY }), refetchEvents()]),
  });
}
