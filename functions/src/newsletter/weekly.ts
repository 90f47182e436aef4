/**
 * The `weeklyEmail` job (index.ts), Thursdays at 08:00 in Los Angeles (docs/product.md#weekly-email): queue one job
 * per confirmed subscriber for this week's edition, then send the outbox at the SMTP server's rate until the run's
 * deadline. Safe to run again: an edition's job id names the week and the subscriber, so nobody is queued twice, and
 * whatever a run leaves pending the next run (or the 5-minute retry) sends. It also forgets the unconfirmed and
 * bounced addresses whose time is up, should the TTL policy not have yet.
 */
import { Timestamp } from "firebase-admin/firestore";
import { editionAt } from "@main-street/domain/newsletter-week";
import { drainOutbox, type DrainResult } from "../mail";
import type { MailKinds } from "../mail";
import { queueMail, queuedMailRef } from "../mail";
import { firestore, withDeadline } from "../platform/firestore";
import { subscribers } from "./subscribers";
import { siteNow } from "../platform/clock";

/** Subscribers read and queued per batch (Firestore takes 500 writes a commit). */
const BATCH = 400;
/** The job's bulk reads and writes (every subscriber's id, 400 jobs at once) may take longer than a request's. */
const LIST_DEADLINE_MS = 30_000;
/** gRPC's code for a create that found the document there. */
const ALREADY_EXISTS = 6;

type WeeklyJob = { kind: "newsletter_weekly"; subscriberId: string; week: string; siteUrl: string };

export interface WeeklyRun {
  week: string;
  /** Jobs queued by this run (0 when an earlier run of the week had queued them all). */
  queued: number;
  /** Unconfirmed and bounced addresses forgotten. */
  forgotten: number;
  drain: DrainResult;
}

/**
 * Queues the edition for each confirmed subscriber who hasn't a job for it yet. The ids are read in one query (5,000
 * ids are a few hundred kB), then checked and queued in batches.
 */
async function queueEdition(week: string, siteUrl: string, now: Date): Promise<number> {
  const confirmed = await withDeadline(
    subscribers().where("state", "==", "confirmed").select().get(),
    LIST_DEADLINE_MS,
  );
  let queued = 0;
  for (let i = 0; i < confirmed.size; i += BATCH) {
    const jobs = confirmed.docs
      .slice(i, i + BATCH)
      .map((doc) => ({ kind: "newsletter_weekly" as const, subscriberId: doc.id, week, siteUrl }));
    queued += await queueMissing(jobs, now);
  }
  return queued;
}

/** Creates the jobs that don't exist yet; a job another run created meanwhile makes it look again, never replace it. */
async function queueMissing(jobs: WeeklyJob[], now: Date, tries = 3): Promise<number> {
  const existing = await withDeadline(firestore().getAll(...jobs.map((job) => queuedMailRef(job))), LIST_DEADLINE_MS);
  const missing = jobs.filter((_, i) => !existing[i]!.exists);
  if (missing.length === 0) return 0;
  const batch = firestore().batch();
  for (const job of missing) queueMail(batch, job, now, true);
  try {
    await withDeadline(batch.commit(), LIST_DEADLINE_MS);
    return missing.length;
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS || tries <= 1) throw error;
    return queueMissing(missing, now, tries - 1);
  }
}

/** Deletes the pending and bounced records past their `expireAt`. */
async function forgetExpired(now: Date): Promise<number> {
  const due = await withDeadline(subscribers().where("state", "in", ["pending", "bounced"]).get(), LIST_DEADLINE_MS);
  const expired = due.docs.filter((doc) => {
    const at = doc.get("expireAt") as Timestamp | undefined;
    return at !== undefined && at.toMillis() <= now.getTime();
  });
  for (let i = 0; i < expired.length; i += BATCH) {
    const batch = firestore().batch();
    for (const doc of expired.slice(i, i + BATCH)) batch.delete(doc.ref);
    await withDeadline(batch.commit());
  }
  return expired.length;
}

/**
 * One run of the job: `deadline` (ms) is when it must stop sending, short of the function's own timeout. The drain
 * sends every due job, so it is given every kind (`mail`).
 */
export async function sendWeeklyEmail(
  siteUrl: string,
  deadline: number,
  mail: MailKinds,
  now = siteNow(),
): Promise<WeeklyRun> {
  const { week } = editionAt(now);
  const forgotten = await forgetExpired(now);
  const queued = await queueEdition(week, siteUrl, now);
  const drain = await drainOutbox(deadline, mail);
  return { week, queued, forgotten, drain };
}
