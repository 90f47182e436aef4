import { Router, type RequestHandler } from "express";
import { requireAppCheck, requireSingleUseAppCheck } from "../abuse/app-check";
import { currentUser, requireUser } from "../auth";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api } from "@main-street/domain/paths";
import { HttpError } from "../http/errors";
import { parseId, parseInput } from "../http/validate";
import { publishUpload, startUpload } from "../objects";
import { takeSubmission, withRetryAfter } from "../submissions";
import { setImageAclSchema, type ObjectPathResponse, type UploadUrlResponse } from "@main-street/domain/uploads";
import { confirmHoursSchema, type OwnedBusiness } from "@main-street/domain/owners";
import { claimForm } from "./claims";
import { confirmHours, confirmHoursPreview } from "./confirm-hours";
import { ownerEventProposalForm } from "./event-proposals";
import { myListings, ownedBusinessIds, ownsAListing } from "./ownership";
import { spendPersonAllowance } from "./person-limits";
import { ownedBusiness, revisionForm } from "./revisions";

/**
 * Owners' routes (docs/product.md#owners), mounted under /api behind the CSRF check. Every route that reads or
 * writes a listing as its owner checks the ownership on that request, so a removal takes effect at once. Claims and
 * revisions are submissions, taken by the public forms' pipeline after the sign-in.
 */
export const ownerRoutes = Router();

// The owners' pages carry the reminder link's token; their answers ask the browser to send no Referer either.
ownerRoutes.use(inApi(api.owner.path), (_req, res, next) => {
  res.set("Referrer-Policy", "no-referrer");
  next();
});

ownerRoutes.post(inApi(api.claim.path), requireSingleUseAppCheck, requireUser, takeSubmission(claimForm));

ownerRoutes.get(inApi(api.owner.businesses.path), requireUser, async (_req, res) => {
  noStore(res);
  const { uid } = currentUser(res);
  const owned: OwnedBusiness[] = [];
  for (const id of await ownedBusinessIds(uid)) {
    try {
      owned.push(await ownedBusiness(id, uid));
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error; // a business deleted since
    }
  }
  owned.sort((a, b) => a.business.name.localeCompare(b.business.name));
  res.json(owned);
});

/** The account's listings and waiting claims, by name: cheap enough for every signed-in page's menu. */
ownerRoutes.get(inApi(api.owner.mine.path), requireUser, async (_req, res) => {
  noStore(res);
  res.json(await myListings(currentUser(res).uid));
});

ownerRoutes.get(inApi(api.owner.business.path), requireUser, async (req, res) => {
  noStore(res);
  res.json(await ownedBusiness(parseId(req.params.id, "Business"), currentUser(res).uid));
});

ownerRoutes.post(inApi(api.owner.revisions.path), requireSingleUseAppCheck, requireUser, takeSubmission(revisionForm));

/** docs/product.md#host-business: an owner proposes an event at their business (to the staff inbox). */
ownerRoutes.post(
  inApi(api.owner.eventProposals.path),
  requireSingleUseAppCheck,
  requireUser,
  takeSubmission(ownerEventProposalForm),
);

/**
 * The reminder e-mail's link (no sign-in: the signed, single-use token is the permission). Its page first asks what
 * the link would confirm, which changes nothing; the token travels in the body, never in an address.
 */
ownerRoutes.post(inApi(api.owner.confirmHoursPreview.path), async (req, res) => {
  noStore(res);
  const { token } = parseInput(confirmHoursSchema, req.body);
  res.json(await confirmHoursPreview(token));
});

/** The page's button: records the confirmation. */
ownerRoutes.post(inApi(api.owner.confirmHours.path), async (req, res) => {
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

ownerRoutes.post(inApi(api.owner.uploadUrl.path), requireAppCheck, requireUser, requireAnOwner, async (_req, res) => {
  const { uid } = currentUser(res);
  await withRetryAfter(res, () => spendPersonAllowance("upload", uid));
  const body: UploadUrlResponse = { uploadURL: await startUpload(uid) };
  noStore(res);
  res.json(body);
});

ownerRoutes.post(inApi(api.owner.setImageAcl.path), requireAppCheck, requireUser, requireAnOwner, async (req, res) => {
  const { imageURL } = parseInput(setImageAclSchema, req.body);
  const body: ObjectPathResponse = { objectPath: await publishUpload(imageURL) };
  noStore(res);
  res.json(body);
});
