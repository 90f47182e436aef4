/** Which businesses the signed-in visitor owns (docs/product.md#owners), each with its revisions. */
import { useQuery } from "@tanstack/react-query";
import type { OwnedBusiness } from "@main-street/domain/owners";
import { OWNER_API } from "@main-street/domain/owner-paths";
import { apiGet } from "../../../lib/api-client";

export function useOwnedBusinesses(enabled = true) {
  return useQuery({
    queryKey: [OWNER_API],
    queryFn: ({ signal }) => apiGet<OwnedBusiness[]>(OWNER_API, signal),
    enabled,
    retry: false,
  });
}
