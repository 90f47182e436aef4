/** Which businesses the signed-in visitor owns and has claimed (docs/product.md#owners). */
import { useQuery } from "@tanstack/react-query";
import type { MyListings, OwnedBusiness } from "@main-street/domain/owners";
import { api } from "@main-street/domain/paths";
import { apiGet } from "../../../lib/api-client";

/** Each owned listing with its revisions: the owners' area. */
export function useOwnedBusinesses(enabled = true) {
  return useQuery({
    queryKey: [api.owner.businesses.path],
    queryFn: ({ signal }) => apiGet<OwnedBusiness[]>(api.owner.businesses.href(), signal),
    enabled,
    retry: false,
  });
}

export const MY_LISTINGS_KEY = [api.owner.mine.path] as const;

/** Names only, for the user menu, the profile and a business page's owner actions. */
export function useMyListings(enabled = true) {
  return useQuery({
    queryKey: MY_LISTINGS_KEY,
    queryFn: ({ signal }) => apiGet<MyListings>(api.owner.mine.href(), signal),
    enabled,
    retry: false,
  });
}
