import type { Request, RequestHandler, Response } from "express";
import { logger } from "firebase-functions";
import { z } from "zod";
import { clientAddressOf, unattributable } from "../abuse/client-ip";
import { honeypotFilled } from "../abuse/honeypot";
import { RATE_LIMIT_MESSAGES } from "../abuse/rate-limit";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { requestIdOf } from "../http/request-id";
import { parseInput } from "../http/validate";
import { deliverAfterCommit } from "../mail";
import { env, mailSiteUrl } from "../platform/config";
import { storeSubmission, unusedSubmissionId, type SubmissionCheck, type SubmissionCollection } from "./store";
import { siteNow } from "../platform/clock";

/** What a form stores, and the checks its write's transaction runs first (they may refuse: nothing is stored). */
interface Prepared {
  data: Record<string, unknown>;
  check?: SubmissionCheck;
}

/** One kind of submission: the public forms, ownership claims and owners' listing changes. */
export interface SubmissionForm<S extends z.core.$ZodType> {
  /** Its name in logs. */
  form: string;
  collection: SubmissionCollection;
  schema: S;
  /** The receipt's message, also for a dropped bot. */
  thanks: string;
  /** The form e-mails its sender a confirmation (docs/product.md#forms), to the address the schema read. */
  confirms?: boolean;
  /**
   * After the schema: the form's own reads and refusals (the listing exists, the sender owns it), and what is
   * stored. Without it the parsed input is stored as it is.
   */
  prepare?(input: z.output<S>, request: { req: Request; res: Response; now: Date }): Promise<Prepared>;
}

/** A refusal that says when to try again (a per-person limit): its answer carries Retry-After. */
export async function withRetryAfter<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (error instanceof HttpError && typeof seconds === "number") res.set("Retry-After", String(seconds));
    throw error;
  }
}

/**
 * Every submission is taken the same way (docs/decisions/0042-owners-as-one-feature.md), after its route's guards
 * (App Check, a sign-in): the honeypot, the schema, the form's preparation, then the per-client rate limit and the
 * write together in one transaction, the staff notice attempted after the commit, and a 201 receipt.
 */
export function takeSubmission<S extends z.core.$ZodType>(form: SubmissionForm<S>): RequestHandler {
  return async (req, res) => {
    noStore(res);
    const requestId = requestIdOf(res);
    if (honeypotFilled(req.body)) {
      // Answered exactly like a success, so the bot learns nothing; nothing is stored.
      logger.info("honeypot drop", { requestId, event: "honeypot_drop", form: form.form });
      const receipt: SubmissionReceipt = { id: unusedSubmissionId(form.collection), message: form.thanks };
      res.status(201).json(receipt);
      return;
    }
    const input = parseInput(form.schema, req.body);
    const now = siteNow();
    const { data, check } = form.prepare
      ? await form.prepare(input, { req, res, now })
      : { data: input as Record<string, unknown>, check: undefined };
    const address = clientAddressOf(req, env().TRUSTED_PROXY_HOPS);
    if (address === null) throw unattributable(); // no budget to spend: its chain isn't production's
    const result = await withRetryAfter(res, () =>
      storeSubmission(
        form.collection,
        data,
        address,
        mailSiteUrl(),
        now,
        check,
        form.confirms ? String(data.email ?? "") : undefined,
      ),
    );
    if (!result.stored) {
      logger.info("rate limited", { requestId, event: "rate_limited", form: form.form, window: result.window });
      res.set("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGES[result.window]);
    }
    // Committed: the e-mails are attempted now; a failure leaves them to the scheduled retry.
    await Promise.all(result.outboxIds.map((id) => deliverAfterCommit(id)));
    const receipt: SubmissionReceipt = { id: result.id, message: form.thanks };
    res.status(201).json(receipt);
  };
}
