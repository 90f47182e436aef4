/** Changes to the event categories staff manage (docs/product.md#event-categories); the list is in ../queries.ts. */
import type { EventCategory } from "@main-street/domain/event-categories";
import { api } from "@main-street/domain/paths";
import { eventKind } from "@main-street/domain/records";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshEventCategories, refreshKind } from "../queries";

interface CategoryList {
  categories: EventCategory[];
  merged?: boolean;
}

type CategoryChange = { add: string } | { rename: string; to: string } | { remove: string };

/** Adds, renames (or merges) and deletes; a rename moves events, so the events' queries are fetched again too. */
export function useEventCategoryChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryChange): Promise<CategoryList | undefined> =>
      "add" in change
        ? apiRequest<CategoryList>("POST", api.admin.eventCategories.href(), { name: change.add })
        : "rename" in change
          ? apiRequest<CategoryList>("PUT", api.admin.eventCategory.href(change.rename), { name: change.to })
          : apiRequest<CategoryList | undefined>("DELETE", api.admin.eventCategory.href(change.remove)),
    onSuccess: () => Promise.all([refreshEventCategories(client), refreshKind(client, eventKind)]),
  });
}
