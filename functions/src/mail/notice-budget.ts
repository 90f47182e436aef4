/**
 * A cap on staff notices from all senders together (docs/decisions/0030-form-replay-and-notice-flood.md): at most
 * STAFF_NOTICES_PER_HOUR e-mails an hour, counted in Firestore inside the submission's own transaction. Past it a
 * submission still reaches the inbox, without a notice, so a flood from many addresses costs a bounded number of
 * e-mails however it gets past the per-client limit.
 */
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { RATE_LIMITS_COLLECTION } from "../abuse/rate-limit";

const HOUR_MS = 3_600_000;

export interface NoticeBudget {
  ref: DocumentReference;
  used: number;
  hourIndex: number;
}

/** What this submission's notice does: sent, sent as the hour's last, or held (the inbox shows it). */
export type NoticeSpend = "send" | "last" | "held";

/** Reads this hour's count; call it before the transaction's first write. */
export async function readNoticeBudget(tx: Transaction, db: Firestore, now: Date): Promise<NoticeBudget> {
  const hourIndex = Math.floor(now.getTime() / HOUR_MS);
  // In rate_limits, so the same TTL policy on expireAt deletes spent counters.
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(`staff-notices_hour_${hourIndex}`);
  const snap = await tx.get(ref);
  return { ref, used: Number(snap.get("count") ?? 0), hourIndex };
}

/** Counts one more notice when the hour has one left (no write once it is spent). */
export function spendNotice(tx: Transaction, budget: NoticeBudget, perHour: number): NoticeSpend {
  if (budget.used >= perHour) return "held";
  const start = budget.hourIndex * HOUR_MS;
  tx.set(budget.ref, {
    count: budget.used + 1,
    window: "hour",
    windowStart: Timestamp.fromMillis(start),
    expireAt: Timestamp.fromMillis(start + HOUR_MS),
  });
  return budget.used + 1 === perHour ? "last" : "send";
}
