/** The owner's calls (docs/product.md#owners): their businesses, each with its revisions, and saving a revision. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import { OWNER_API, ownerBusinessPath, type OwnedBusiness, type RevisionInput } from "@main-street/domain/owners";
import { apiGet, apiPost } from "../../lib/api-client";

const OWNER_KEY = [OWNER_API] as const;

export function useOwnedBusinesses(enabled = true) {
  return useQuery({
    queryKey: OWNER_KEY,
    queryFn: ({ signal }) => apiGet<OwnedBusiness[]>(OWNER_API, signal),
    enabled,
    retry: false,
  });
}

export function useOwnedBusiness(id: string) {
  return useQuery({
    queryKey: [...OWNER_KEY, id],
    queryFn: ({ signal }) => apiGet<OwnedBusiness>(ownerBusinessPath(id), signal),
    retry: false,
  });
}

export function useSaveRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionInput) => apiPost<SubmissionReceipt>(`${ownerBusinessPath(id)}/revisions`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: OWNER_KEY }),
  });
}
