/** Saving a revision of an owned listing, and proposing an event it hosts (docs/product.md#owners). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import type { RevisionInput } from "@main-street/domain/owners";
import type { OwnerEventProposalInput } from "@main-street/domain/proposals";
import { api } from "@main-street/domain/paths";
import { apiPost } from "../../lib/api-client";
import { refreshOwnedBusiness } from "./queries";

export function useSaveRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionInput) => apiPost<SubmissionReceipt>(api.owner.revisions.href(id), input),
    onSuccess: () => refreshOwnedBusiness(client, id),
  });
}

/** "Propose an event" at an owned business: to the staff inbox (docs/product.md#host-business). */
export function useProposeEvent(id: string) {
  return useMutation({
    mutationFn: (input: OwnerEventProposalInput) =>
      apiPost<SubmissionReceipt>(api.owner.eventProposals.href(id), input),
  });
}
