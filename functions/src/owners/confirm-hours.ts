import { Timestamp, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import type { ConfirmHoursPreview } from "@main-street/domain/owners";
import type { Business } from "@main-street/domain/business";
import { HttpError } from "../http/errors";
import { toIso, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { verifiedLinkId } from "./links";
import { CONFIRM_LINKS_COLLECTION, businessRef, db, ownerRef } from "./refs";
import { openTrail } from "./trail";

/**
 * The reminder's "still correct" link (docs/product.md#owners): its page first shows what the link would confirm
 * (a read), and records the confirmation only when the owner presses the button (a POST), so a mail scanner that
 * opens the link confirms nothing.
 */
type Read = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

const badLink = () =>
  new HttpError(400, "bad_request", "This link is not valid. Please use the link in your most recent e-mail.");

/** The link and its business, or the refusal: tampered, unknown, used, expired, listing gone, owner removed. */
async function usableLink(read: Read, token: string, now: Date) {
  const id = verifiedLinkId(token);
  if (!id) throw badLink();
  const [link] = await read(db().collection(CONFIRM_LINKS_COLLECTION).doc(id));
  if (!link!.exists) throw badLink();
  if (link!.get("usedAt")) {
    throw new HttpError(410, "gone", "This link was already used: your hours are confirmed. Thank you!");
  }
  if ((link!.get("expiresAt") as Timestamp).toMillis() <= now.getTime()) {
    throw new HttpError(
      410,
      "gone",
      "This link has expired. Sign in and open My businesses to check your hours, or wait for the next reminder.",
    );
  }
  const businessId = String(link!.get("businessId"));
  const [business, owner] = await read(businessRef(businessId), ownerRef(businessId, String(link!.get("uid"))));
  if (!business!.exists) throw new HttpError(404, "not_found", "Business not found.");
  if (!owner!.exists) throw new HttpError(403, "forbidden", "You are no longer an owner of this business.");
  return { link: link!, business: business!, businessId };
}

/** What pressing the button would confirm; reads only, so opening the link changes nothing. */
export async function confirmHoursPreview(token: string, now = new Date()): Promise<ConfirmHoursPreview> {
  const { business, businessId } = await withDeadline(usableLink((...refs) => db().getAll(...refs), token, now));
  const confirmedAt = business.get("hoursConfirmedAt");
  return {
    businessId,
    name: String(business.get("name") ?? ""),
    hours: (business.get("hours") ?? null) as Business["hours"],
    hoursConfirmedAt: confirmedAt ? toIso(confirmedAt) : null,
  };
}

/**
 * Records that the hours are still correct: only `hoursConfirmedAt`, with a history entry, and the link spent, in
 * one commit. Tampered, unknown, expired and used links are refused and change nothing.
 */
export async function confirmHours(token: string, now = new Date()): Promise<{ businessId: string; name: string }> {
  let version: string | null = null;
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const { link, business, businessId } = await usableLink((...refs) => tx.getAll(...refs), token, now);
      const before = business.get("hoursConfirmedAt");
      const trail = await openTrail(tx, businessId);
      tx.update(business.ref, { hoursConfirmedAt: Timestamp.fromDate(now) });
      tx.update(link.ref, { usedAt: Timestamp.fromDate(now) });
      trail.record(String(link.get("email") ?? ""), "confirmation", [
        { field: "hoursConfirmedAt", from: before ? toIso(before) : null, to: now.toISOString() },
      ]);
      version = bumpCacheVersion(tx);
      return { businessId, name: String(business.get("name") ?? "") };
    }),
  );
  if (version) cacheBumped(version);
  return done;
}
