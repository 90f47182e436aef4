import { Router, type RequestHandler } from "express";
import { logger } from "firebase-functions";
import type { z } from "zod";
import { clientAddressOf } from "../abuse/client-ip";
import { honeypotFilled } from "../abuse/honeypot";
import { RATE_LIMIT_MESSAGES } from "../abuse/rate-limit";
import { contactSchema, volunteerSchema, type SubmissionReceipt } from "@main-street/domain/submissions";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { requestIdOf } from "../http/request-id";
import { parseInput } from "../http/validate";
import { env } from "../platform/config";
import { storeSubmission, unusedSubmissionId, type SubmissionCollection } from "./store";

/**
 * Public form submissions. In order: App Check (when enforced; app.ts runs it before every route),
 * the honeypot, validation, then the per-client rate limit and the write, together in one transaction.
 */
export const submissionRoutes = Router();

type Form = "contact" | "volunteer";

function submissionHandler(form: Form, schema: z.ZodType, collection: SubmissionCollection, thanks: string) {
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
    const result = await storeSubmission(collection, data, clientAddressOf(req, env().TRUSTED_PROXY_HOPS));
    if (!result.stored) {
      logger.info("rate limited", { requestId, event: "rate_limited", form, window: result.window });
      res.set("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGES[result.window]);
    }
    const receipt: SubmissionReceipt = { id: result.id, message: thanks };
    res.status(201).json(receipt);
  };
  return handler;
}

submissionRoutes.post(
  "/contact",
  submissionHandler(
    "contact",
    contactSchema,
    "contact_submissions",
    "Thank you for your message. We will get back to you soon.",
  ),
);

submissionRoutes.post(
  "/volunteer",
  submissionHandler(
    "volunteer",
    volunteerSchema,
    "volunteer_submissions",
    "We've received your volunteer application and will be in touch soon.",
  ),
);
