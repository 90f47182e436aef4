import { Router, type Request, type RequestHandler } from "express";
import { logger } from "firebase-functions";
import { requireAppCheck, requireSingleUseAppCheck } from "../abuse/app-check";
import { clientAddressOf } from "../abuse/client-ip";
import { honeypotFilled } from "../abuse/honeypot";
import { RATE_LIMIT_MESSAGES } from "../abuse/rate-limit";
import { currentUser, requireUser } from "../auth/middleware";
import { noStore } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { requestIdOf } from "../http/request-id";
import { parseId, parseInput } from "../http/validate";
import { withCleanDescription } from "../html/descriptions";
import { deliverAfterCommit } from "../mail/outbox";
import { publishUpload, startUpload } from "../objects/uploads";
import { env, mailSiteUrl } from "../platform/config";
import { storeSubmission, unusedSubmissionId, type StoreResult, type SubmissionCheck } from "../submissions/store";
import { setImageAclSchema, type ObjectPathResponse, type UploadUrlResponse } from "@main-street/domain/uploads";
import type { SubmissionReceipt } from "@main-street/domain/submissions";
import {
  changedFields,
  claimSchema,
  confirmHoursSchema,
  declineReasonSchema,
  restoreSchema,
  revisionSchema,
  type OwnedBusiness,
} from "@main-street/domain/owners";
import {
  claimCheck,
  decideClaim,
  decideRevision,
  listOwners,
  ownedBusiness,
  ownedBusinessIds,
  ownsAListing,
  readBusiness,
  removeOwner,
  restoreField,
  revisionCheck,
  revisionReview,
} from "./repository";
import { confirmHours, confirmHoursPreview } from "./confirm-hours";
import { PersonLimitReached, spendPersonAllowance } from "./person-limits";
import { listHistory } from "./trail";

/**
 * Owners' routes (docs/product.md#owners), mounted under /api behind the CSRF check. Every route that reads or
 * writes a listing as its owner checks the ownership on that request, so a removal takes effect at once.
 */
export const ownerRoutes = Router();

// The owners' pages carry the reminder link's token; their answers ask the browser to send no Referer either.
ownerRoutes.use("/owner", (_req, res, next) => {
  res.set("Referrer-Policy", "no-referrer");
  next();
});

/** A per-person limit's refusal tells the browser when the next day's allowance starts. */
async function withRetryAfter<T>(res: Parameters<RequestHandler>[1], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PersonLimitReached) res.set("Retry-After", String(error.retryAfterSeconds));
    throw error;
  }
}

const CLAIM_THANKS = "Thank you. The Main Street office will check your claim and e-mail you.";
const REVISION_THANKS = "Saved for review. The Main Street office will check your changes and e-mail you.";

/** The public forms' order (submissions/routes.ts): honeypot, validation, then the rate limit and write together. */
async function submitted(
  req: Request,
  res: Parameters<RequestHandler>[1],
  result: () => Promise<StoreResult>,
  form: string,
): Promise<string> {
  const stored = await result();
  if (!stored.stored) {
    logger.info("rate limited", { requestId: requestIdOf(res), event: "rate_limited", form, window: stored.window });
    res.set("Retry-After", String(stored.retryAfterSeconds));
    throw new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGES[stored.window]);
  }
  if (stored.outboxId) await deliverAfterCommit(stored.outboxId);
  return stored.id;
}

function honeypotDrop(req: Request, res: Parameters<RequestHandler>[1], form: string, message: string): boolean {
  if (!honeypotFilled(req.body)) return false;
  logger.info("honeypot drop", { requestId: requestIdOf(res), event: "honeypot_drop", form });
  const receipt: SubmissionReceipt = { id: unusedSubmissionId("business_claims"), message };
  res.status(201).json(receipt);
  return true;
}

ownerRoutes.post("/businesses/:id/claim", requireSingleUseAppCheck, requireUser, async (req, res) => {
  noStore(res);
  const user = currentUser(res);
  if (honeypotDrop(req, res, "claim", CLAIM_THANKS)) return;
  const input = parseInput(claimSchema, req.body);
  const id = parseId(req.params.id, "Business");
  const business = await readBusiness(id);
  if (!business) throw new HttpError(404, "not_found", "Business not found.");
  const data = {
    ...input,
    businessId: id,
    businessName: business.name,
    uid: user.uid,
    email: user.email,
    state: "pending",
  };
  const now = new Date();
  const check: SubmissionCheck = claimCheck(id, user.uid, now);
  const stored = await withRetryAfter(res, () =>
    submitted(
      req,
      res,
      () =>
        storeSubmission(
          "business_claims",
          data,
          clientAddressOf(req, env().TRUSTED_PROXY_HOPS),
          mailSiteUrl(),
          now,
          check,
        ),
      "claim",
    ),
  );
  const receipt: SubmissionReceipt = { id: stored, message: CLAIM_THANKS };
  res.status(201).json(receipt);
});

ownerRoutes.get("/owner/businesses", requireUser, async (_req, res) => {
  noStore(res);
  const { uid } = currentUser(res);
  const ids = await ownedBusinessIds(uid);
  const owned: OwnedBusiness[] = [];
  for (const id of ids) {
    try {
      owned.push(await ownedBusiness(id, uid));
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error; // a business deleted since
    }
  }
  owned.sort((a, b) => a.business.name.localeCompare(b.business.name));
  res.json(owned);
});

ownerRoutes.get("/owner/businesses/:id", requireUser, async (req, res) => {
  noStore(res);
  res.json(await ownedBusiness(parseId(req.params.id, "Business"), currentUser(res).uid));
});

ownerRoutes.post("/owner/businesses/:id/revisions", requireSingleUseAppCheck, requireUser, async (req, res) => {
  noStore(res);
  const user = currentUser(res);
  if (honeypotDrop(req, res, "revision", REVISION_THANKS)) return;
  const id = parseId(req.params.id, "Business");
  const { base, changes: parsed } = parseInput(revisionSchema, req.body);
  const changes = withCleanDescription(parsed);
  const { business } = await ownedBusiness(id, user.uid); // 404 unknown, 403 not theirs
  const changed = changedFields(business as unknown as Record<string, unknown>, changes);
  if (changed.length === 0)
    throw new HttpError(400, "validation_failed", "Nothing changed: the listing already says this.");
  const data = {
    businessId: id,
    businessName: business.name,
    uid: user.uid,
    email: user.email,
    base,
    changes,
    changedFields: changed.map((c) => c.field),
    state: "pending",
  };
  const stored = await submitted(
    req,
    res,
    () =>
      storeSubmission(
        "business_revisions",
        data,
        clientAddressOf(req, env().TRUSTED_PROXY_HOPS),
        mailSiteUrl(),
        new Date(),
        revisionCheck(id, user.uid, base),
      ),
    "revision",
  );
  const receipt: SubmissionReceipt = { id: stored, message: REVISION_THANKS };
  res.status(201).json(receipt);
});

/**
 * The reminder e-mail's link (no sign-in: the signed, single-use token is the permission). Its page first asks what
 * the link would confirm, which changes nothing; the token travels in the body, never in an address.
 */
ownerRoutes.post("/owner/confirm-hours/preview", async (req, res) => {
  noStore(res);
  const { token } = parseInput(confirmHoursSchema, req.body);
  res.json(await confirmHoursPreview(token));
});

/** The page's button: records the confirmation. */
ownerRoutes.post("/owner/confirm-hours", async (req, res) => {
  noStore(res);
  const { token } = parseInput(confirmHoursSchema, req.body);
  const done = await confirmHours(token);
  res.json({ businessId: done.businessId, message: `Thank you: the hours of ${done.name} are confirmed.` });
});

/** Owners upload their listing's image through the same checks as staff (objects/uploads.ts). */
const requireAnOwner: RequestHandler = async (_req, res, next) => {
  if (!(await ownsAListing(currentUser(res).uid))) {
    throw new HttpError(403, "forbidden", "Only business owners can upload images.");
  }
  next();
};

ownerRoutes.post("/owner/upload-url", requireAppCheck, requireUser, requireAnOwner, async (_req, res) => {
  const { uid } = currentUser(res);
  await withRetryAfter(res, () => spendPersonAllowance("upload", uid));
  const body: UploadUrlResponse = { uploadURL: await startUpload(uid) };
  noStore(res);
  res.json(body);
});

ownerRoutes.post("/owner/set-image-acl", requireAppCheck, requireUser, requireAnOwner, async (req, res) => {
  const { imageURL } = parseInput(setImageAclSchema, req.body);
  const body: ObjectPathResponse = { objectPath: await publishUpload(imageURL) };
  noStore(res);
  res.json(body);
});

/** /api/admin/…: owners, history and the claim and revision decisions (mounted behind requireAdmin). */
export const adminOwnerRoutes = Router();

adminOwnerRoutes.get("/businesses/:id/owners", async (req, res) => {
  noStore(res);
  res.json(await listOwners(parseId(req.params.id, "Business")));
});

adminOwnerRoutes.delete("/businesses/:id/owners/:uid", async (req, res) => {
  const removed = await removeOwner(parseId(req.params.id, "Business"), parseId(req.params.uid, "Owner"));
  if (!removed) throw new HttpError(404, "not_found", "Owner not found.");
  res.status(204).end();
});

adminOwnerRoutes.get("/businesses/:id/history", async (req, res) => {
  noStore(res);
  res.json(await listHistory(parseId(req.params.id, "Business")));
});

adminOwnerRoutes.post("/businesses/:id/history/:entryId/restore", async (req, res) => {
  const id = parseId(req.params.id, "Business");
  const { field } = parseInput(restoreSchema, req.body);
  await restoreField(id, parseId(req.params.entryId, "History entry"), field, currentUser(res).email);
  noStore(res);
  res.json(await readBusiness(id));
});

adminOwnerRoutes.get("/inbox/:id/review", async (req, res) => {
  const review = await revisionReview(parseId(req.params.id, "Inbox item"));
  if (!review) throw new HttpError(404, "not_found", "Inbox item not found.");
  noStore(res);
  res.json(review);
});

const inboxNotFound = () => new HttpError(404, "not_found", "Inbox item not found.");

for (const what of ["claim", "revision"] as const) {
  for (const verdict of ["approve", "decline"] as const) {
    adminOwnerRoutes.put(`/inbox/:id/${what}/${verdict}`, async (req, res) => {
      const id = parseId(req.params.id, "Inbox item");
      const decision =
        verdict === "approve"
          ? { state: "approved" as const }
          : { state: "declined" as const, note: parseInput(declineReasonSchema, req.body).reason };
      const done =
        what === "claim"
          ? await decideClaim(id, decision, mailSiteUrl())
          : await decideRevision(id, decision, currentUser(res).email, mailSiteUrl());
      if (!done) throw inboxNotFound();
      await deliverAfterCommit(done.outboxId);
      noStore(res);
      res.json(done.item);
    });
  }
}
