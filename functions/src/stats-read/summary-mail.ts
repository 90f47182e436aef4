/**
 * The listing statistics the owners' e-mails carry, composed when the mail is sent (mail/outbox.ts): the hours
 * reminder's last 30 days, and the monthly summary of every listing the owner has then (docs/product.md#listing-statistics).
 */
import { logger } from "firebase-functions";
import { toMonthAndYear } from "@main-street/domain/dates";
import { monthRange } from "@main-street/domain/listing-stats-read";
import { unansweredDays } from "@main-street/domain/special-hours";
import { pages } from "@main-street/domain/paths";
import { businessKind, ownerType } from "@main-street/domain/records";
import type { Composed, HoursReminderJob, MonthlySummaryJob } from "../mail";
import { accessLine, hoursReminderMail, hoursText, specialHoursLines } from "../mail";
import { monthlySummaryMail, statLines, type StatLine } from "../mail";
import { listDistrictDays } from "../businesses";
import { siteToday } from "../platform/clock";
import { withDeadline } from "../platform/firestore";
import { readRecord, readRecords } from "../records/read";
import { businessOf } from "../owners";
import { signLinkId } from "../owners";
import { CONFIRM_LINKS_COLLECTION, OWNERS_COLLECTION, businessRef, db } from "../owners";
import { listingStats, listingTotals } from "./repository";
import { optOutToken, sendsSummaryTo, summaryUserRef } from "./summary-opt-out";

/**
 * The listing's last 30 days for the hours reminder, each with its change; none when they can't be read, so a
 * failing statistics read never holds the reminder back.
 */
async function reminderStats(businessId: string): Promise<StatLine[]> {
  try {
    const stats = await listingStats(businessId);
    return statLines(stats.totals, stats.previousTotals);
  } catch (error) {
    logger.warn("reminder sent without its statistics", { error: error instanceof Error ? error.name : "unknown" });
    return [];
  }
}

/**
 * One owner's summary of `month` (YYYY-MM): each listing they own now, by name, to the address of their newest
 * ownership. Gone when they opted out since the job queued it, or own no listing any more.
 */
export async function composeMonthlySummary({ uid, month, siteUrl }: MonthlySummaryJob): Promise<Composed> {
  if (!sendsSummaryTo(await withDeadline(summaryUserRef(uid).get()))) return "gone";
  const snap = await withDeadline(db().collection(OWNERS_COLLECTION).where("uid", "==", uid).get());
  const owned = readRecords(ownerType, snap.docs).sort((a, b) => b.since.localeCompare(a.since));
  if (owned.length === 0 || !owned[0]!.email) return "gone";
  const listings = (await withDeadline(db().getAll(...owned.map((o) => businessRef(o.businessId)))))
    .map(businessOf)
    .filter((b) => b !== null)
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  if (listings.length === 0) return "gone";
  const range = monthRange(month);
  const rows = await Promise.all(
    listings.map(async (b) => ({ name: b.name, totals: await listingTotals(b.id, range) })),
  );
  const links = {
    owner: `${siteUrl}${pages.owner.href()}`,
    optOut: `${siteUrl}${pages.ownerMonthlySummary.href(optOutToken(uid))}`,
  };
  return { to: [owned[0]!.email], content: monthlySummaryMail(toMonthAndYear(range.from), rows, links) };
}

/** An owner's "still correct?" reminder (owners/reminders.ts), with the listing's last 30 days. */
export async function composeHoursReminder({ linkId, siteUrl }: HoursReminderJob): Promise<Composed> {
  const link = await withDeadline(db().collection(CONFIRM_LINKS_COLLECTION).doc(linkId).get());
  if (!link.exists || link.get("usedAt")) return "gone";
  const businessId = String(link.get("businessId"));
  const business = await withDeadline(businessRef(businessId).get());
  const listing = business.exists ? readRecord(businessKind, business) : null;
  if (!listing) return "gone";
  // The signed token is made again here, from the link's id: it is never stored.
  const confirm = `${siteUrl}${pages.ownerConfirmHours.href(signLinkId(linkId))}`;
  const edit = `${siteUrl}${pages.ownerBusiness.href(businessId)}`;
  const [stats, districtDays] = await Promise.all([reminderStats(businessId), listDistrictDays()]);
  // The hours as visitors read them: its special days, district days it hasn't answered among them.
  const schedule = { ...listing, unconfirmedDays: unansweredDays(listing.exceptions, districtDays) };
  const more = [...specialHoursLines(schedule, siteToday()), accessLine(listing.access)];
  return {
    to: [String(link.get("email") ?? "")],
    content: hoursReminderMail(listing.name, hoursText(listing), confirm, edit, stats, more),
  };
}
