import { Router, type RequestHandler } from "express";
import { logger } from "firebase-functions";
import type { z } from "zod";
import { requireSingleUseAppCheck } from "../abuse/app-check";
import { clientAddressOf } from "../abuse/client-ip";
import { honeypotFilled } from "../abuse/honeypot";
import { RATE_LIMIT_MESSAGES } from "../abuse/rate-limit";
import { contactSchema, volunteerSchema, type SubmissionReceipt } from "@main-street/domain/submissions";
import { PROPOSAL_API_PATH, PROPOSAL_THANKS, eventProposalSchema } from "@main-street/domain/proposals";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { requestIdOf } from "../http/request-id";
import { parseInput } from "../http/validate";
import { env, mailSiteUrl } from "../platform/config";
import { deliverAfterCommit } from "../mail/outbox";
import { storeSubmission, unusedSubmissionId, type SubmissionCollection } from "./store";

/**
 * Public form submissions. In order: App Check (when enforced; a single-use token, spent by the post), the honeypot,
 * validation, then the per-client rate limit and the write, together in one transaction.
 */
export const submissionRoutes = Router();

type Form = "contact" | "volunteer" | "event-proposals";

function submissionHandler(form: Form, schema: z.core.$ZodType, collection: SubmissionCollection, thanks: string) {
  const handler: RequestHandler = async (req, res) => {
    noStore(res);
    const requestId = requestIdOf(res);
    if (honeypotFilled(req.body)) {
      // Answered exactly like a success, so the bot learns nothing; nothing is stored.
      logger.info("honeypot drop", { requestId, event: "honeypot_drop", form });
      const receipt: SubmissionReceipt = { id: unusedSubmissionId(collection), message: thanks };
      res.status(201).json(receipt);
      return;
    }
    const data = parseInput(schema, req.body) as Record<string, unknown>;
    const siteUrl = mailSiteUrl();
    const result = await storeSubmission(collection, data, clientAddressOf(req, env().TRUSTED_PROXY_HOPS), siteUrl);
    if (!result.stored) {
      logger.info("rate limited", { requestId, event: "rate_limited", form, window: result.window });
      res.set("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGES[result.window]);
    }
    // Committed: the staff notice is attempted now; a failure leaves it to the scheduled retry.
    if (result.outboxId) await deliverAfterCommit(result.outboxId);
    const receipt: SubmissionReceipt = { id: result.id, message: thanks };
    res.status(201).json(receipt);
  };
  return handler;
}

submissionRoutes.post(
  "/contact",
  requireSingleUseAppCheck,
  submissionHandler(
    "contact",
    contactSchema,
    "contact_submissions",
    "Thank you for your message. We will get back to you soon.",
  ),
);

submissionRoutes.post(
  "/volunteer",
  requireSingleUseAppCheck,
  submissionHandler(
    "volunteer",
    volunteerSchema,
    "volunteer_submissions",
    "We've received your volunteer application and will be in touch soon.",
  ),
);

// Stored for the inbox only: nothing is public until an admin approves it and saves the event.
submissionRoutes.post(
  PROPOSAL_API_PATH.slice("/api".length),
  requireSingleUseAppCheck,
  submissionHandler("event-proposals", eventProposalSchema, "event_proposals", PROPOSAL_THANKS),
);
