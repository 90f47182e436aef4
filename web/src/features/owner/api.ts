/** One owned listing and saving a revision of it (docs/product.md#owners); the list of all is the widget's. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import type { OwnedBusiness, RevisionInput } from "@main-street/domain/owners";
import type { OwnerEventProposalInput } from "@main-street/domain/proposals";
import { api } from "@main-street/domain/paths";
import { apiGet, apiPost } from "../../lib/api-client";

/** Loaded once the page knows who is signed in (`enabled`); no retries, so a refusal shows at once. */
export function useOwnedBusiness(id: string, enabled = true) {
  return useQuery({
    queryKey: [api.owner.businesses.path, id],
    queryFn: ({ signal }) => apiGet<OwnedBusiness>(api.owner.business.href(id), signal),
    enabled,
    retry: false,
  });
}

export function useSaveRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionInput) => apiPost<SubmissionReceipt>(api.owner.revisions.href(id), input),
    onSuccess: () => client.invalidateQueries({ queryKey: [api.owner.businesses.path] }),
  });
}

/** "Propose an event" at an owned business: to the staff inbox (docs/product.md#host-business). */
export function useProposeEvent(id: string) {
  return useMutation({
    mutationFn: (input: OwnerEventProposalInput) =>
      apiPost<SubmissionReceipt>(api.owner.eventProposals.href(id), input),
  });
}
