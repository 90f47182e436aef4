/**
 * An owner's answer to a district day (docs/product.md#district-days): the e-mail's link opens a page that shows what
 * it answers for (a read: a mail scanner opening the link changes nothing), and the page's button sends the answer,
 * which becomes the listing's exception for that date, live, with a history entry. The link answers for one listing
 * and one day, may answer again until that day is over, and is refused once the owner is no longer one.
 */
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { toLongDate } from "@main-street/domain/dates";
import type { DistrictAnswer, DistrictDayPreview } from "@main-street/domain/district-days";
import { comingDayText } from "@main-street/domain/week-hours-text";
import { dayHours, type HoursException } from "@main-street/domain/special-hours";
import { exceptionsField } from "@main-street/domain/special-hours-schema";
import type { TimeRange } from "@main-street/domain/weekly-hours";
import { fieldErrors } from "@main-street/domain/api-error";
import { HttpError } from "../http/errors";
import { withDeadline } from "../platform/firestore";
import { siteNow } from "../platform/clock";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { districtDayOf, districtDays, openTrail } from "../businesses";
import { DISTRICT_DAY_ANSWER, businessOf, businessRef, db, ownerRef, verifiedLinkId } from "../owners";
import { districtLinks } from "./store";

type Read = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

const badLink = () =>
  new HttpError(400, "bad_request", "This link is not valid. Please use the link in the district day's e-mail.");

/** The link, its day and its listing, or the refusal: tampered, unknown, day removed or over, listing gone, not an owner. */
async function usableLink(read: Read, token: string, now: Date) {
  const id = verifiedLinkId(token, DISTRICT_DAY_ANSWER);
  if (!id) throw badLink();
  const [link] = await read(districtLinks().doc(id));
  if (!link!.exists) throw badLink();
  const dayId = String(link!.get("dayId") ?? "");
  const businessId = String(link!.get("businessId") ?? "");
  const uid = String(link!.get("uid") ?? "");
  const [daySnap, business, owner] = await read(
    districtDays().doc(dayId),
    businessRef(businessId),
    ownerRef(businessId, uid),
  );
  const day = districtDayOf(daySnap!);
  if (!day)
    throw new HttpError(410, "gone", "The Main Street office took this day off the calendar: nothing to answer.");
  const expiresAt = (link!.get("expiresAt") as Timestamp | undefined)?.toMillis() ?? 0;
  if (expiresAt <= now.getTime()) {
    throw new HttpError(410, "gone", `${day.name} is over: this link no longer answers for it.`);
  }
  const listing = businessOf(business!);
  if (!listing) throw new HttpError(404, "not_found", "Business not found.");
  if (!owner!.exists) throw new HttpError(403, "forbidden", "You are no longer an owner of this business.");
  return { day, listing, email: String(link!.get("email") ?? ""), linkRef: link!.ref, listingRef: business!.ref };
}

/** What the link answers for, and the answer so far; reads only. */
export async function districtDayPreview(token: string, now = siteNow()): Promise<DistrictDayPreview> {
  const { day, listing } = await withDeadline(usableLink((...refs) => db().getAll(...refs), token, now));
  const given = listing.exceptions?.find((e) => e.date === day.date);
  const usual = dayHours({ ...listing, exceptions: [], unconfirmedDays: [] }, day.date);
  const usualRanges = usual.kind === "regular" ? usual.ranges : [];
  return {
    businessId: listing.id,
    businessName: listing.name,
    dayName: day.name,
    date: day.date,
    usualHours: usual.kind === "unknown" ? "Not set day by day" : rangesText(day.date, usualRanges),
    answer: given ? { kind: given.kind, ranges: given.ranges } : null,
  };
}

/** '6 AM – 2 PM' or 'Closed', as the listing's week reads on that date. */
function rangesText(date: string, ranges: TimeRange[]): string {
  if (ranges.length === 0) return "Closed";
  const exception: HoursException = { date, kind: "open", ranges, label: "" };
  return comingDayText({ date, kind: "exception", exception });
}

/**
 * Records the answer as the listing's exception for the day (named after it), replacing any the listing had on that
 * date; refused (400, naming `ranges`) when other hours would overlap the listing's special hours the day before or
 * after. One commit: the listing, its history entry, the link's last answer and the caches' bump.
 */
export async function answerDistrictDay(
  token: string,
  answer: DistrictAnswer,
  ranges: TimeRange[],
  now = siteNow(),
): Promise<{ businessId: string; name: string; message: string }> {
  let version: string | null = null;
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const { day, listing, email, linkRef, listingRef } = await usableLink(
        (...refs) => tx.getAll(...refs),
        token,
        now,
      );
      const before = listing.exceptions ?? [];
      const mine: HoursException = { date: day.date, kind: answer, ranges, label: day.name };
      const checked = exceptionsField.safeParse([...before.filter((e) => e.date !== day.date), mine]);
      if (!checked.success) {
        const message = Object.values(fieldErrors(checked.error))[0] ?? "These hours can't be saved.";
        throw new HttpError(400, "validation_failed", message, { ranges: message });
      }
      const after = checked.data;
      const trail = await openTrail(tx, listing.id);
      tx.update(listingRef, { exceptions: after, updatedAt: FieldValue.serverTimestamp() });
      tx.update(linkRef, { answeredAt: Timestamp.fromDate(now), answer });
      trail.record(email, "district-day", [{ field: "exceptions", from: before, to: after }]);
      version = bumpCacheVersion(tx);
      const said =
        answer === "usual"
          ? "open as usual"
          : answer === "closed"
            ? "closed all day"
            : `open ${rangesText(day.date, ranges)}`;
      return {
        businessId: listing.id,
        name: listing.name,
        message: `Thank you: ${listing.name} is listed as ${said} on ${day.name}, ${toLongDate(day.date)}.`,
      };
    }),
  );
  if (version) cacheBumped(version);
  return done;
}
