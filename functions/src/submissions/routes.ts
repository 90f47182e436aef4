import { Router } from "express";
import { requireSingleUseAppCheck } from "../abuse/app-check";
import { contactSchema, volunteerSchema } from "@main-street/domain/submissions";
import { PROPOSAL_THANKS, eventProposalSchema } from "@main-street/domain/proposals";
import { api } from "@main-street/domain/paths";
import { proposalHost } from "../events";
import { inApi } from "../http/mounts";
import { takeSubmission } from "./pipeline";

/**
 * Public form submissions (docs/product.md#forms): App Check (when enforced; a single-use token, spent by the post),
 * then the submission pipeline (pipeline.ts), which ownership claims and owners' changes go through too.
 */
export const submissionRoutes = Router();

submissionRoutes.post(
  inApi(api.contact.path),
  requireSingleUseAppCheck,
  takeSubmission({
    form: "contact",
    schema: contactSchema,
    collection: "contact_submissions",
    thanks: "Thank you for your message. We will get back to you soon.",
  }),
);

submissionRoutes.post(
  inApi(api.volunteer.path),
  requireSingleUseAppCheck,
  takeSubmission({
    form: "volunteer",
    schema: volunteerSchema,
    collection: "volunteer_submissions",
    thanks: "We've received your volunteer application and will be in touch soon.",
    confirms: true,
  }),
);

// Stored for the inbox only: nothing is public until an admin approves it and saves the event.
submissionRoutes.post(
  inApi(api.eventProposals.path),
  requireSingleUseAppCheck,
  takeSubmission({
    form: "event-proposals",
    schema: eventProposalSchema,
    collection: "event_proposals",
    thanks: PROPOSAL_THANKS,
    // docs/product.md#host-business: a named host must exist; the inbox shows it and the editor starts with it.
    prepare: async ({ hostBusinessId, ...proposal }) => ({
      data: { ...proposal, ...(await proposalHost(hostBusinessId)) },
    }),
  }),
);
