import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { counterRef, rateLimitKey, windowOf } from "../abuse/rate-limit";
import { HttpError } from "../http/errors";
import { rateLimitSalt } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { siteNow } from "../platform/clock";

/**
 * Per-person daily limits on what a signed-in account may ask for (docs/product.md#owners, decision 0039): counted
 * by account, not by address, so changing networks doesn't reset them. Fixed UTC days, like the form limits
 * (decision 0006); only a salted hash of the account and the kind is stored.
 */
export const PERSON_LIMITS = {
  /** Ownership claims sent a day: more than a real owner of several shops needs, few enough to bound the inbox. */
  claim: {
    perDay: 5,
    message: "You've sent several ownership claims today. Please wait for the office's answer or try again tomorrow.",
  },
  /** Upload links an owner may ask for a day: a listing's image and a few for its description, with retries. */
  upload: {
    perDay: 30,
    message: "You've uploaded many images today. Please try again tomorrow, or ask the Main Street office.",
  },
} as const;

export type PersonLimit = keyof typeof PERSON_LIMITS;

/** A per-person limit reached: 429, and when the next day's allowance starts (withRetryAfter sends it). */
class PersonLimitReached extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "rate_limited", message);
  }
}

/**
 * Inside the caller's transaction, among its reads: refuses when today's allowance is spent, else returns the write
 * that counts one more (the caller makes it only when what it counts is stored).
 */
export async function personAllowance(
  tx: Transaction,
  what: PersonLimit,
  uid: string,
  now: Date,
): Promise<(write: Transaction) => void> {
  const ref = counterRef(firestore(), rateLimitKey(`${what}:${uid}`, rateLimitSalt()), "day", now);
  const count = Number((await tx.get(ref)).get("count") ?? 0);
  const { start, end } = windowOf("day", now);
  if (count >= PERSON_LIMITS[what].perDay) {
    throw new PersonLimitReached(
      PERSON_LIMITS[what].message,
      Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
    );
  }
  return (write) =>
    write.set(ref, {
      count: count + 1,
      window: "day",
      windowStart: Timestamp.fromDate(start),
      // The rate limits' TTL policy on expireAt deletes spent counters (README, Deploy).
      expireAt: Timestamp.fromDate(end),
    });
}

/** Counts one use now, in a transaction of its own (for what is not stored in a transaction, such as upload links). */
export async function spendPersonAllowance(what: PersonLimit, uid: string, now = siteNow()): Promise<void> {
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const count = await personAllowance(tx, what, uid, now);
      count(tx);
    }),
  );
}
