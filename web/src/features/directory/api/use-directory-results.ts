/** Which list the directory shows for its filters: docs/product.md#directory. */
import type { Business } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useAllBusinesses, useBusinessSearch, useBusinessesInCategory } from "./use-businesses";

export interface DirectoryResults {
  businesses: Business[];
  isLoading: boolean;
  isError: boolean;
  /** Loads the active list again after an error; isRetrying while it runs. */
  retry: () => void;
  isRetrying: boolean;
}

/**
 * text + category: search results filtered here by category; text: search results;
 * category: category results; neither: the full list.
 */
export function useDirectoryResults(q: string, category: BusinessCategory | null): DirectoryResults {
  const searching = q.length > 0;
  const search = useBusinessSearch(q);
  const inCategory = useBusinessesInCategory(searching ? null : category);
  const all = useAllBusinesses(!searching && category === null);

  const active = searching ? search : category ? inCategory : all;
  let businesses = active.data ?? [];
  if (searching && category) businesses = businesses.filter((b) => b.category === category);
  return {
    businesses,
    isLoading: active.isLoading,
    isError: active.isError,
    retry: () => void active.refetch(),
    isRetrying: active.isFetching,
  };
}
