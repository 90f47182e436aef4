/** Which businesses the signed-in visitor owns (docs/product.md#owners), each with its revisions. */
import { useQuery } from "@tanstack/react-query";
import type { OwnedBusiness } from "@main-street/domain/owners";
import { api } from "@main-street/domain/paths";
import { apiGet } from "../../../lib/api-client";

export function useOwnedBusinesses(enabled = true) {
  return useQuery({
    queryKey: [api.owner.businesses.path],
    queryFn: ({ signal }) => apiGet<OwnedBusiness[]>(api.owner.businesses.href(), signal),
    enabled,
    retry: false,
  });
}
