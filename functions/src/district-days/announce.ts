/**
 * Staff name a district day (docs/product.md#district-days): the day, an answer link for every owner of every
 * listing, and each link's e-mail are written in the same commits as the public caches' bump; the mails are then sent
 * and awaited before the request answers (nothing runs after an answer on Cloud Run: docs/decisions/0081).
 */
import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { addDays, todayInSiteZone, toLongDate } from "@main-street/domain/dates";
import {
  DISTRICT_DAY_MAX_AHEAD,
  DISTRICT_DAY_MIN_AHEAD,
  type DistrictDay,
  type DistrictDayInput,
  type DistrictDayStatus,
} from "@main-street/domain/district-days";
import { districtDayType, ownerType } from "@main-street/domain/records";
import { comingDayText } from "@main-street/domain/week-hours-text";
import { firstSiteInstant } from "@main-street/domain/site-clock";
import { businesses, districtDayOf, districtDays } from "../businesses";
import { HttpError } from "../http/errors";
import { deliverAfterCommit, queueMail, type MailKinds } from "../mail";
import { firestore, withDeadline } from "../platform/firestore";
import { siteNow } from "../platform/clock";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { readRecords } from "../records/read";
import { OWNERS_COLLECTION } from "../owners";
import { composeDistrictDay } from "./mail";
import { districtLinks } from "./store";

const DAY_MS = 86_400_000;
/** Writes per batch: well under Firestore's 500, two per owner (the link and its e-mail). */
const BATCH_WRITES = 400;
/** E-mails sent at once after the commits; each is awaited (outbox.ts bounds a send by the transport's timeouts). */
const SENDING_AT_ONCE = 4;
/** How the outbox writes this feature's e-mail (mail/jobs.ts). */
const DISTRICT_DAY_MAIL: MailKinds = { district_day: composeDistrictDay };

/** The day's date must be from tomorrow to a year ahead (checked on the site's clock). */
function checkDate(date: string, today: string): void {
  const first = addDays(today, DISTRICT_DAY_MIN_AHEAD);
  const last = addDays(today, DISTRICT_DAY_MAX_AHEAD);
  const problem =
    date < first
      ? "Name a day from tomorrow on, a few weeks ahead, so owners have time to answer"
      : date > last
        ? "Name a day at most a year ahead"
        : null;
  if (problem) throw new HttpError(400, "validation_failed", problem, { date: problem });
}

/** Runs `work` on at most `limit` items at a time, and resolves when all are done. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * Names the day: one per date (`district_days/{date}`, so naming a date twice is refused), a link and an e-mail per
 * owner of a listing that exists, then every e-mail sent. Returns the day as stored.
 */
export async function nameDistrictDay(
  input: Required<DistrictDayInput>,
  by: string,
  siteUrl: string,
  now = siteNow(),
): Promise<DistrictDay> {
  checkDate(input.date, todayInSiteZone(now));
  const dayRef = districtDays().doc(input.date);
  const [owners, listings, existing] = await Promise.all([
    withDeadline(firestore().collection(OWNERS_COLLECTION).get()),
    businesses.list(),
    withDeadline(dayRef.get()),
  ]);
  if (existing.exists) {
    const named = districtDayOf(existing);
    const message = `${toLongDate(input.date)} is already named${named ? ` (${named.name})` : ""}`;
    throw new HttpError(409, "conflict", message, { date: message });
  }
  const listed = new Set(listings.map((b) => b.id));
  const asked = readRecords(ownerType, owners.docs).filter((o) => listed.has(o.businessId) && o.email);
  // The link works until the day is over on Boulder City's clock, then a while longer before a TTL policy removes it.
  const expiresAt = firstSiteInstant(addDays(input.date, 1), 0);

  const batches: WriteBatch[] = [firestore().batch()];
  let writes = 0;
  const writer = () => {
    if (writes >= BATCH_WRITES) {
      batches.push(firestore().batch());
      writes = 0;
    }
    writes += 2;
    return batches[batches.length - 1]!;
  };
  const first = batches[0]!;
  first.create(dayRef, { ...input, by, asked: asked.length, createdAt: FieldValue.serverTimestamp() });
  const version = bumpCacheVersion(first);
  const jobs: string[] = [];
  for (const owner of asked) {
    const batch = writer();
    const id = randomBytes(18).toString("base64url");
    batch.create(districtLinks().doc(id), {
      dayId: dayRef.id,
      date: input.date,
      businessId: owner.businessId,
      uid: owner.uid,
      email: owner.email,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(expiresAt),
      expireAt: Timestamp.fromMillis(expiresAt + 30 * DAY_MS),
      answeredAt: null,
    });
    jobs.push(queueMail(batch, { kind: "district_day", linkId: id, siteUrl }, now));
  }
  // The day and the first links commit together (a refusal of the date stores nothing); later batches add the rest.
  try {
    await withDeadline(first.commit());
  } catch (error) {
    if ((error as { code?: number }).code === 6) throw new HttpError(409, "conflict", "That day was just named.");
    throw error;
  }
  cacheBumped(version);
  for (const batch of batches.slice(1)) await withDeadline(batch.commit());
  await inParallel(jobs, SENDING_AT_ONCE, (job) => deliverAfterCommit(job, DISTRICT_DAY_MAIL));
  const stored = districtDayOf(await withDeadline(dayRef.get()));
  if (!stored) throw new Error("district day could not be read back after it was named");
  return stored;
}

/**
 * Removes a day; answers already given stay on their listings as their special hours. Its links stay until their TTL
 * removes them, so one opened later says the day was taken off the calendar (answer.ts).
 */
export async function removeDistrictDay(id: string): Promise<boolean> {
  const ref = districtDays().doc(id);
  if (!(await withDeadline(ref.get())).exists) return false;
  const batch = firestore().batch();
  batch.delete(ref);
  const version = bumpCacheVersion(batch);
  await withDeadline(batch.commit());
  cacheBumped(version);
  return true;
}

/** Days from a month ago on, each with the listings answered for (and how) and those not, by name. */
export async function districtDayStatuses(now = siteNow()): Promise<DistrictDayStatus[]> {
  const from = addDays(todayInSiteZone(now), -30);
  const [days, listings, owners] = await Promise.all([
    withDeadline(districtDays().where("date", ">=", from).get()),
    businesses.list(),
    withDeadline(firestore().collection(OWNERS_COLLECTION).get()),
  ]);
  const ownersOf = new Map<string, number>();
  for (const o of readRecords(ownerType, owners.docs))
    ownersOf.set(o.businessId, (ownersOf.get(o.businessId) ?? 0) + 1);
  return readRecords(districtDayType, days.docs)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const answered: DistrictDayStatus["answered"] = [];
      const unanswered: DistrictDayStatus["unanswered"] = [];
      for (const b of listings) {
        const exception = b.exceptions?.find((e) => e.date === day.date);
        if (exception) {
          answered.push({
            id: b.id,
            name: b.name,
            answer: comingDayText({ date: day.date, kind: "exception", exception }),
          });
        } else unanswered.push({ id: b.id, name: b.name, owners: ownersOf.get(b.id) ?? 0 });
      }
      return { ...day, answered, unanswered };
    });
}
