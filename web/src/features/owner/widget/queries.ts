/** Which businesses the signed-in visitor owns and has claimed (docs/product.md#owners). No retries. */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { MyListings, OwnedBusiness } from "@main-street/domain/owners";
import { api } from "@main-street/domain/paths";
import { refreshReads } from "../../../lib/query-client";

/** Each owned listing with its revisions: the owners' area. */
export const ownedBusinessesQuery = queryOptions<OwnedBusiness[]>({
  queryKey: [api.owner.businesses.path],
  retry: false,
});

/** Names only, for the user menu, the profile and a business page's owner actions. */
export const myListingsQuery = queryOptions<MyListings>({ queryKey: [api.owner.mine.path], retry: false });

export function useOwnedBusinesses(enabled = true) {
  return useQuery({ ...ownedBusinessesQuery, enabled });
}

export function useMyListings(enabled = true) {
  return useQuery({ ...myListingsQuery, enabled });
}

/** After a claim: it shows in the user menu and the profile. */
export function refreshMyListings(client: QueryClient) {
  return refreshReads(client, [api.owner.mine.href()], "at");
}
