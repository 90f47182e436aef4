/** A listing's statistics, from the audience's own endpoint (an owner's or staff's), which checks who may read it. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingStats } from "@main-street/domain/listing-stats-read";

/** `href`: api.owner.businessStats or api.admin.businessStats, for one listing. No retries. */
export const listingStatsQuery = (href: string) => queryOptions<ListingStats>({ queryKey: [href], retry: false });

export function useListingStats(href: string) {
  return useQuery(listingStatsQuery(href));
}
