import { randomBytes } from "node:crypto";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { hoursCheckedAt } from "@main-street/domain/opening-hours";
import { CONFIRM_LINK_DAYS, REMINDER_EVERY_DAYS } from "@main-street/domain/owners";
import { ownerType } from "@main-street/domain/records";
import type { MailKinds } from "../mail";
import { deliverAfterCommit, queueMail } from "../mail";
import { withDeadline } from "../platform/firestore";
import { readRecord } from "../records/read";
import { businessOf } from "./ownership";
import { CONFIRM_LINKS_COLLECTION, OWNERS_COLLECTION, businessRef, db } from "./refs";
import { siteNow } from "../platform/clock";

/**
 * The daily "are your hours still correct?" reminder (docs/product.md#owners, docs/decisions/0033-owner-revisions.md):
 * each due owner gets a new single-use link by e-mail, queued in the commit that makes the link.
 */
const DAY_MS = 86_400_000;
const EVERY_MS = REMINDER_EVERY_DAYS * DAY_MS;

/** A new link for one owner of one business; the caller queues its e-mail in the same commit. */
function createConfirmLink(tx: Transaction, businessId: string, uid: string, email: string, now: Date): string {
  const id = randomBytes(18).toString("base64url");
  tx.create(db().collection(CONFIRM_LINKS_COLLECTION).doc(id), {
    businessId,
    uid,
    email,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
    // A Firestore TTL policy on expireAt removes spent links a while after they expire (docs/deploy.md).
    expireAt: Timestamp.fromMillis(now.getTime() + (CONFIRM_LINK_DAYS + 30) * DAY_MS),
    usedAt: null,
  });
  return id;
}

/**
 * One due owner, in a transaction of its own: a link and its e-mail, and the next reminder 90 days on. When the
 * listing's hours were confirmed within the last 90 days (a staff edit, an approved change, another owner's "still
 * correct"), nothing is sent and the reminder moves to 90 days after that confirmation. Returns the outbox job.
 */
function remindOne(ownerId: string, siteUrl: string, now: Date): Promise<string | null> {
  const ref = db().collection(OWNERS_COLLECTION).doc(ownerId);
  return db().runTransaction(async (tx) => {
    const owner = readRecord(ownerType, await tx.get(ref));
    const next = owner?.nextReminderAt ? Date.parse(owner.nextReminderAt) : null;
    if (!owner || next === null || next > now.getTime()) return null; // another run took it
    const business = businessOf(await tx.get(businessRef(owner.businessId)));
    if (!business) return null; // the listing was deleted: nothing to ask about
    const checkedAt = Date.parse(hoursCheckedAt(business));
    if (now.getTime() - checkedAt < EVERY_MS) {
      tx.update(ref, { nextReminderAt: Timestamp.fromMillis(checkedAt + EVERY_MS) });
      return null;
    }
    const linkId = createConfirmLink(tx, owner.businessId, owner.uid, owner.email, now);
    tx.update(ref, { nextReminderAt: Timestamp.fromMillis(now.getTime() + EVERY_MS) });
    return queueMail(tx, { kind: "hours_reminder", linkId, siteUrl }, now);
  });
}

/**
 * The daily `hoursReminders` job (index.ts): queue the due reminders, then send each, written as `mail` says (the
 * reminder carries the listing's statistics, which sit above owners). Returns the jobs sent.
 */
export async function sendHoursReminders(siteUrl: string, mail: MailKinds, now = siteNow()): Promise<string[]> {
  const due = await withDeadline(
    db()
      .collection(OWNERS_COLLECTION)
      .where("nextReminderAt", "<=", Timestamp.fromDate(now))
      .orderBy("nextReminderAt")
      .limit(200)
      .get(),
  );
  const jobs: string[] = [];
  for (const owner of due.docs) {
    const job = await withDeadline(remindOne(owner.id, siteUrl, now));
    if (job) jobs.push(job);
  }
  for (const job of jobs) await deliverAfterCommit(job, mail);
  return jobs;
}
