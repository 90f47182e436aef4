/** One owned listing and saving a revision of it (docs/product.md#owners). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import type { OwnedBusiness, RevisionInput } from "@main-street/domain/owners";
import { OWNER_API, ownerBusinessPath } from "@main-street/domain/owner-paths";
import { apiGet, apiPost } from "../../lib/api-client";

export function useOwnedBusiness(id: string) {
  return useQuery({
    queryKey: [OWNER_API, id],
    queryFn: ({ signal }) => apiGet<OwnedBusiness>(ownerBusinessPath(id), signal),
    retry: false,
  });
}

export function useSaveRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionInput) => apiPost<SubmissionReceipt>(`${ownerBusinessPath(id)}/revisions`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [OWNER_API] }),
  });
}
