/** One owned listing and saving a revision of it (docs/product.md#owners); the list of all is the widget's. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import type { OwnedBusiness, RevisionInput } from "@main-street/domain/owners";
import { OWNER_API, ownerBusinessPath } from "@main-street/domain/owner-paths";
import { apiGet, apiPost } from "../../lib/api-client";

/** Loaded once the page knows who is signed in (`enabled`); no retries, so a refusal shows at once. */
export function useOwnedBusiness(id: string, enabled = true) {
  return useQuery({
    queryKey: [OWNER_API, id],
    queryFn: ({ signal }) => apiGet<OwnedBusiness>(ownerBusinessPath(id), signal),
    enabled,
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
