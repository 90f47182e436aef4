import { PROPOSAL_API_PATH, type EventProposalInput } from "@main-street/domain/proposals";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";

export function useSendProposal() {
  return useMutation({
    mutationFn: (input: EventProposalInput) => apiPost<{ id: string; message: string }>(PROPOSAL_API_PATH, input),
  });
}
