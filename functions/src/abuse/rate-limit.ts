import { createHash } from "node:crypto";
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";

/**
 * Per-client limits on form submissions, counted in Firestore so they hold across function instances
 * (docs/decisions/0006-client-ip-and-rate-limits.md). Contact and volunteer forms share one budget.
 */
export const RATE_LIMITS_COLLECTION = "rate_limits";

export interface RateLimits {
  perMinute: number;
  perDay: number;
}

export type WindowName = "minute" | "day";

export type Verdict = { allowed: true } | { allowed: false; window: WindowName; retryAfterSeconds: number };

export const RATE_LIMIT_MESSAGES: Record<WindowName, string> = {
  minute: "You've sent several messages in a short time. Please wait a minute and try again.",
  day: "You've sent a lot of messages today. Please try again later, or call or e-mail us instead.",
};

const WINDOW_MS: Record<WindowName, number> = { minute: 60_000, day: 86_400_000 };

/** Only a salted hash of the address is stored, never the address itself. */
export function rateLimitKey(address: string, salt: string): string {
  return createHash("sha256").update(`${salt}\u0000${address}`).digest("hex");
}

/** Fixed windows aligned to the epoch (UTC); the window's index is part of the document id. */
export function windowOf(name: WindowName, now: Date) {
  const ms = WINDOW_MS[name];
  const index = Math.floor(now.getTime() / ms);
  return { index, start: new Date(index * ms), end: new Date((index + 1) * ms) };
}

export function counterRef(db: Firestore, key: string, name: WindowName, now: Date): DocumentReference {
  return db.collection(RATE_LIMITS_COLLECTION).doc(`${key}_${name}_${windowOf(name, now).index}`);
}

/**
 * Inside the caller's transaction: refuses when a window is full, else counts one more submission in both.
 * Production transactions are serialisable, so concurrent submissions can't both take the last slot
 * (the local emulator's transactions are not isolated; see the decision record).
 */
export async function countSubmission(
  tx: Transaction,
  db: Firestore,
  key: string,
  now: Date,
  limits: RateLimits,
): Promise<Verdict> {
  // The day first: when both are full, the longer wait is the honest answer.
  const windows = [
    { name: "day" as const, limit: limits.perDay },
    { name: "minute" as const, limit: limits.perMinute },
  ];
  const refs = windows.map((w) => counterRef(db, key, w.name, now));
  const snapshots = await tx.getAll(...refs);
  const counts = snapshots.map((snap) => Number(snap.get("count") ?? 0));
  for (const [i, w] of windows.entries()) {
    if (counts[i]! >= w.limit) {
      const end = windowOf(w.name, now).end.getTime();
      return {
        allowed: false,
        window: w.name,
        retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)),
      };
    }
  }
  for (const [i, w] of windows.entries()) {
    const { start, end } = windowOf(w.name, now);
    tx.set(refs[i]!, {
      count: counts[i]! + 1,
      window: w.name,
      windowStart: Timestamp.fromDate(start),
      // A Firestore TTL policy on expireAt deletes spent counters (docs/deploy.md, "Production hardening").
      expireAt: Timestamp.fromDate(end),
    });
  }
  return { allowed: true };
}
