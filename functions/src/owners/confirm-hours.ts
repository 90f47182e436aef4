import { Timestamp, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import type { ConfirmHoursPreview } from "@main-street/domain/owners";
import { confirmLinkType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { readRecord } from "../records/read";
import { openTrail } from "../businesses";
import { verifiedLinkId } from "./links";
import { businessOf } from "./ownership";
import { CONFIRM_LINKS_COLLECTION, businessRef, db, ownerRef } from "./refs";
import { siteNow } from "../platform/clock";

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
  const [stored] = await read(db().collection(CONFIRM_LINKS_COLLECTION).doc(id));
  const link = readRecord(confirmLinkType, stored!);
  if (!link) throw badLink();
  if (link.usedAt) {
    throw new HttpError(410, "gone", "This link was already used: your hours are confirmed. Thank you!");
  }
  if (Date.parse(link.expiresAt) <= now.getTime()) {
    throw new HttpError(
      410,
      "gone",
      "This link has expired. Sign in and open My businesses to check your hours, or wait for the next reminder.",
    );
  }
  const [business, owner] = await read(businessRef(link.businessId), ownerRef(link.businessId, link.uid));
  const listing = businessOf(business!);
  if (!listing) throw new HttpError(404, "not_found", "Business not found.");
  if (!owner!.exists) throw new HttpError(403, "forbidden", "You are no longer an owner of this business.");
  return { link, linkRef: stored!.ref, listing, listingRef: business!.ref };
}

/** What pressing the button would confirm; reads only, so opening the link changes nothing. */
export async function confirmHoursPreview(token: string, now = siteNow()): Promise<ConfirmHoursPreview> {
  const { listing } = await withDeadline(usableLink((...refs) => db().getAll(...refs), token, now));
  return {
    businessId: listing.id,
    name: listing.name,
    hours: listing.hours,
    hoursNote: listing.hoursNote,
    hoursConfirmedAt: listing.hoursConfirmedAt ?? null,
  };
}

/**
 * Records that the hours are still correct: only `hoursConfirmedAt`, with a history entry, and the link spent, in
 * one commit. Tampered, unknown, expired and used links are refused and change nothing.
 */
export async function confirmHours(token: string, now = siteNow()): Promise<{ businessId: string; name: string }> {
  let version: string | null = null;
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const { link, linkRef, listing, listingRef } = await usableLink((...refs) => tx.getAll(...refs), token, now);
      const trail = await openTrail(tx, listing.id);
      tx.update(listingRef, { hoursConfirmedAt: Timestamp.fromDate(now) });
      tx.update(linkRef, { usedAt: Timestamp.fromDate(now) });
      trail.record(link.email, "confirmation", [
        { field: "hoursConfirmedAt", from: listing.hoursConfirmedAt ?? null, to: now.toISOString() },
      ]);
      version = bumpCacheVersion(tx);
      return { businessId: listing.id, name: listing.name };
    }),
  );
  if (version) cacheBumped(version);
  return done;
}
