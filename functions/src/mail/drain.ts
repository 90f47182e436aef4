/**
 * Sending the outbox's due jobs in bulk (docs/decisions/0078-weekly-email-at-scale.md): the scheduled retry every 5
 * minutes and the weekly e-mail's run. One runner at a time holds the drain's lease, so together they never send
 * faster than MAIL_PER_MINUTE, the SMTP server's allowance; each runner stops at its deadline and leaves the rest
 * pending, where the next run takes it up. Every delivery is awaited before the run returns.
 */
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions";
import { env } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { siteNow } from "../platform/clock";
import type { MailKinds } from "./jobs";
import { deliver, outbox, type DeliveryOutcome } from "./outbox";
import { pooledMailTransport } from "./transport";

const LEASE_REF = () => firestore().collection("mail_runner").doc("drain");
/** Jobs read per query: the drain pages through the due ones. */
const PAGE = 100;
/** Deliveries in flight at once (each waits its turn at the rate), and the SMTP connections they share. */
const WORKERS = 4;

export interface DrainResult {
  /** Jobs attempted, by how each ended. */
  outcomes: Partial<Record<DeliveryOutcome, number>>;
  /** False when another runner held the lease: this run sent nothing. */
  ran: boolean;
  /** True when it stopped at its deadline with due jobs left. */
  stoppedAtDeadline: boolean;
}

/** Spaces sends `60000 / perMinute` ms apart, however many workers ask. */
export function pacer(perMinute: number, clock = { now: () => Date.now(), sleep }) {
  const interval = 60_000 / perMinute;
  let next = clock.now();
  return async (): Promise<void> => {
    const at = Math.max(next, clock.now());
    next = at + interval;
    const wait = at - clock.now();
    if (wait > 0) await clock.sleep(wait);
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function takeLease(holder: string, until: number): Promise<boolean> {
  const ref = LEASE_REF();
  return withDeadline(
    firestore().runTransaction(async (tx) => {
      const lease = await tx.get(ref);
      const heldUntil = (lease.get("until") as Timestamp | undefined)?.toMillis() ?? 0;
      if (lease.exists && lease.get("holder") !== holder && heldUntil > Date.now()) return false;
      tx.set(ref, { holder, until: Timestamp.fromMillis(until) });
      return true;
    }),
  );
}

async function releaseLease(holder: string): Promise<void> {
  const ref = LEASE_REF();
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      if ((await tx.get(ref)).get("holder") === holder) tx.delete(ref);
    }),
  );
}

/**
 * A page of the jobs due at `now`, oldest first. Delivered ones leave the query (their state or time changes), so
 * the next page is the same query again: no cursor to keep (the local Firestore emulator ignores them anyway).
 */
async function duePage(now: Date) {
  const query = outbox()
    .where("state", "==", "pending")
    .where("nextAttemptAt", "<=", Timestamp.fromDate(now))
    .orderBy("nextAttemptAt")
    .limit(PAGE);
  return (await withDeadline(query.get())).docs;
}

/** Outcomes that leave a job due: another runner holds it, or it failed in a way it will be taken up again later. */
const STILL_DUE: ReadonlySet<DeliveryOutcome> = new Set(["skipped", "error"]);

/**
 * Delivers every job due when it starts, oldest first, at most MAIL_PER_MINUTE a minute, until `deadline` (ms).
 * Returns without sending when another runner holds the lease (it sends the same jobs).
 */
export async function drainOutbox(
  deadline: number,
  kinds: MailKinds,
  perMinute = env().MAIL_PER_MINUTE,
): Promise<DrainResult> {
  const holder = randomUUID();
  const outcomes: DrainResult["outcomes"] = {};
  // The lease outlives the deadline by a minute: a delivery started just before it has time to finish.
  if (!(await takeLease(holder, deadline + 60_000))) return { outcomes, ran: false, stoppedAtDeadline: false };
  const transport = pooledMailTransport(WORKERS);
  const beforeSend = pacer(perMinute);
  // What is due, and each job's times, go by the site's clock (mail jobs are stamped with it); the deadline and
  // the lease by the machine's.
  const startedAt = siteNow();
  let stoppedAtDeadline = false;
  try {
    for (;;) {
      const page = await duePage(startedAt);
      let progress = false;
      const queue = page.map((doc) => doc.id);
      const work = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          if (Date.now() >= deadline) {
            stoppedAtDeadline = true;
            return;
          }
          const outcome = await deliver(id, { now: siteNow(), transport, beforeSend, kinds });
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          if (!STILL_DUE.has(outcome)) progress = true;
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, work));
      // Out of time, or nothing left but jobs only another runner (or a later retry) can take: an empty page too.
      if (stoppedAtDeadline || !progress) break;
    }
  } finally {
    transport?.close();
    await releaseLease(holder).catch((error: unknown) =>
      logger.warn("mail drain lease not released", { error: error instanceof Error ? error.name : "unknown" }),
    );
  }
  return { outcomes, ran: true, stoppedAtDeadline };
}

/** The scheduled retry (index.ts): every due job, within the run's time, written as `kinds` says (all of them). */
export async function retryDueMail(deadline: number, kinds: MailKinds): Promise<DrainResult> {
  return drainOutbox(deadline, kinds);
}
