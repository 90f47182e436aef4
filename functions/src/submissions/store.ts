import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { countSubmission, rateLimitKey, type WindowName } from "../abuse/rate-limit";
import { env, rateLimitSalt } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { SOURCE_COLLECTIONS, inboxEntry } from "../inbox";
import { INBOX_COLLECTION } from "../inbox";
import { readNoticeBudget, spendNotice } from "../mail";
import { queueMail } from "../mail";
import type { InboxType } from "@main-street/domain/inbox";
import { siteNow } from "../platform/clock";

export type SubmissionCollection = (typeof SOURCE_COLLECTIONS)[InboxType];
const TYPE_OF = Object.fromEntries(Object.entries(SOURCE_COLLECTIONS).map(([t, c]) => [c, t])) as Record<
  SubmissionCollection,
  InboxType
>;

/**
 * `outboxIds`: the e-mails to deliver now: the staff notice (none when this hour's notices are spent) and the
 * sender's confirmation, if any.
 */
export type StoreResult =
  { stored: true; id: string; outboxIds: string[] } | { stored: false; window: WindowName; retryAfterSeconds: number };

/**
 * Reads a caller's own checks need, inside the submission's transaction and before any write; it may throw to refuse
 * (nothing is stored or counted), and returns the caller's extra writes, made only when the submission is stored.
 */
export type SubmissionCheck = (tx: Transaction, id: string) => Promise<(tx: Transaction) => void>;

/**
 * Stores a submission and counts it against the sender's limits in one transaction, so a submission is stored
 * exactly when it is counted, and a refused or failed one costs the sender nothing. Its inbox item (with the staff
 * notice's outbox job, while this hour's notices last) is created in the same commit.
 */
export async function storeSubmission(
  collection: SubmissionCollection,
  data: Record<string, unknown>,
  clientAddress: string,
  siteUrl: string,
  now = siteNow(),
  check?: SubmissionCheck,
  /** The sender's address, for a form that confirms to its sender (docs/product.md#forms): see `confirmationDue`. */
  confirmTo?: string,
): Promise<StoreResult> {
  const db = firestore();
  const { RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_DAY, STAFF_NOTICES_PER_HOUR } = env();
  const key = rateLimitKey(clientAddress, rateLimitSalt());
  const ref = db.collection(collection).doc();
  // Past the deadline the sender is told it failed, so a retry running after that must not store it anyway.
  let abandoned = false;
  const work = db.runTransaction(async (tx) => {
    const extraWrites = check ? await check(tx, ref.id) : undefined;
    const confirm = confirmTo ? await confirmationDue(tx, collection, confirmTo, now) : false;
    const notices = await readNoticeBudget(tx, db, now); // a transaction reads everything before its first write
    const v = await countSubmission(tx, db, key, now, { perMinute: RATE_LIMIT_PER_MINUTE, perDay: RATE_LIMIT_PER_DAY });
    if (abandoned) throw new Error("submission abandoned after its deadline");
    if (!v.allowed) return v;
    const notice = spendNotice(tx, notices, STAFF_NOTICES_PER_HOUR);
    const entry = inboxEntry(TYPE_OF[collection], ref.id, data, now);
    tx.create(ref, { ...data, createdAt: FieldValue.serverTimestamp() });
    extraWrites?.(tx);
    const outboxIds = confirm ? [queueMail(tx, { kind: "confirmation", inboxId: ref.id, siteUrl }, now)] : [];
    if (notice === "held") {
      tx.create(db.collection(INBOX_COLLECTION).doc(ref.id), { ...entry, notice: { state: "held", attempts: 0 } });
      return { allowed: true as const, outboxIds };
    }
    tx.create(db.collection(INBOX_COLLECTION).doc(ref.id), entry);
    const lastOfHour = notice === "last" ? STAFF_NOTICES_PER_HOUR : undefined;
    outboxIds.unshift(queueMail(tx, { kind: "staff_notice", inboxId: ref.id, siteUrl, lastOfHour }, now));
    return { allowed: true as const, outboxIds };
  });
  let verdict: Awaited<typeof work>;
  try {
    verdict = await withDeadline(work);
  } catch (error) {
    abandoned = true;
    throw error;
  }
  return verdict.allowed ? { stored: true, id: ref.id, outboxIds: verdict.outboxIds } : { stored: false, ...verdict };
}

/** How long an address gets one confirmation at most, however many forms name it. */
const CONFIRMATION_EVERY_MS = 24 * 60 * 60_000;

/**
 * Whether a submission's sender is sent a confirmation: the address was never confirmed (anyone can type anyone's),
 * so one a day at most, whatever is sent in its name; the first of the day's submissions of that kind gets it.
 */
async function confirmationDue(
  tx: Transaction,
  collection: SubmissionCollection,
  email: string,
  now: Date,
): Promise<boolean> {
  const earlier = await tx.get(
    firestore()
      .collection(INBOX_COLLECTION)
      .where("email", "==", email.trim().toLowerCase())
      .where("type", "==", TYPE_OF[collection]),
  );
  const since = now.getTime() - CONFIRMATION_EVERY_MS;
  return !earlier.docs.some((doc) => {
    const at = doc.get("createdAt") as { toMillis?: () => number } | undefined;
    return (at?.toMillis?.() ?? 0) > since;
  });
}

/** An id shaped like a stored submission's (Firestore makes it locally, without a call). */
export function unusedSubmissionId(collection: SubmissionCollection): string {
  return firestore().collection(collection).doc().id;
}
