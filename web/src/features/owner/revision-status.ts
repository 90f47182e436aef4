import type { RevisionState } from "@main-street/domain/owners";

export const REVISION_STATES: Record<RevisionState, string> = {
  pending: "Waiting for review",
  approved: "Approved and live",
  declined: "Declined",
  superseded: "Replaced by a newer change",
};
