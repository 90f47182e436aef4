/**
 * The mail outbox (docs/decisions/0026-staff-inbox.md): a job is written in the same commit as what it announces,
 * delivery is attempted after that commit, and a failure only schedules a retry with backoff, never undoing or
 * refusing the write. The inbox item shows where its staff notice stands.
 */
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { mailFrom } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { pages } from "@main-street/domain/paths";
import { inboxItemType } from "@main-street/domain/records";
import { readRecord } from "../records/read";
import { isNewsletterJob, type Composed, type Job, type MailKinds } from "./jobs";
import { decisionMail, ownerOutcomeMail, staffNotice } from "./messages";
import { mailTransport, staffRecipients } from "./transport";
import { volunteerConfirmationMail } from "./confirmation-messages";
import { isRecipientRefusal } from "./transport";
import { siteNow } from "../platform/clock";

export const OUTBOX_COLLECTION = "mail_outbox";
/** Minutes to wait after each failed attempt; after the last, the job is given up as failed. */
const BACKOFF_MINUTES = [1, 5, 30, 120, 720];
/** How long a weekly e-mail's job is kept once queued: past its week, so it is never queued twice. */
const NEWSLETTER_JOB_KEPT_MS = 30 * 86_400_000;
/** How long one delivery may hold a job before another runner may take it. */
const CLAIM_MS = 2 * 60_000;

export const outbox = () => firestore().collection(OUTBOX_COLLECTION);

/** The outbox ids of an inbox item's jobs (so a privacy delete can remove them too). */
export function outboxIdsOf(inboxId: string): string[] {
  return [`staff-${inboxId}`, `decision-${inboxId}`, `owner-${inboxId}`, `thanks-${inboxId}`];
}

function jobId(job: Job): string {
  if (job.kind === "hours_reminder") return `reminder-${job.linkId}`;
  if (job.kind === "monthly_summary") return `summary-${job.month}-${job.uid}`;
  if (job.kind === "district_day") return `district-${job.linkId}`;
  // One edition per subscriber and week, whatever runs queue it (newsletter/weekly.ts).
  if (job.kind === "newsletter_weekly") return `weekly-${job.week}-${job.subscriberId}`;
  if (job.kind === "newsletter_confirm") return `newsletter-confirm-${job.subscriberId}-${job.nonce}-${job.send ?? 1}`;
  if (job.kind === "newsletter_test") return `newsletter-test-${job.uid}-${job.at}`;
  const prefix = { staff_notice: "staff", decision: "decision", owner_outcome: "owner", confirmation: "thanks" }[
    job.kind
  ];
  return `${prefix}-${job.inboxId}`;
}

/** Where a job is (or would be) queued: a job queued once per period reads it first. */
export function queuedMailRef(job: Job) {
  return outbox().doc(jobId(job));
}

/**
 * Adds a job to a transaction or batch: its id is returned for `deliverAfterCommit`. With `onlyNew`, the commit fails
 * (ALREADY_EXISTS) rather than replace a job of the same id, which may have been sent meanwhile.
 */
export function queueMail(writer: Transaction | WriteBatch, job: Job, now: Date, onlyNew = false): string {
  const id = jobId(job);
  const fields = Object.fromEntries(Object.entries(job).filter(([, value]) => value !== undefined));
  const doc = {
    ...fields,
    state: "pending",
    attempts: 0,
    nextAttemptAt: Timestamp.fromDate(now),
    createdAt: now,
    // The weekly e-mail's records (thousands a week) go after a month, by a TTL policy (docs/deploy.md, step 12).
    ...(isNewsletterJob(job) ? { expireAt: Timestamp.fromMillis(now.getTime() + NEWSLETTER_JOB_KEPT_MS) } : {}),
  };
  if (onlyNew) (writer as WriteBatch).create(outbox().doc(id), doc);
  else (writer as WriteBatch).set(outbox().doc(id), doc);
  return id;
}

function inboxLink(siteUrl: string, inboxId: string): string {
  return `${siteUrl}${pages.admin.href({ tab: "inbox", item: inboxId })}`;
}

/** Takes the job if it is due and no other runner holds it. */
async function claim(id: string, now: Date): Promise<(Job & { attempts: number }) | null> {
  const db = firestore();
  const ref = outbox().doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const job = snap.data();
    if (!job || job.state !== "pending") return null;
    const lockedUntil = (job.lockedUntil as Timestamp | undefined)?.toMillis() ?? 0;
    if (lockedUntil > now.getTime()) return null;
    tx.update(ref, { lockedUntil: Timestamp.fromMillis(now.getTime() + CLAIM_MS) });
    return job as Job & { attempts: number };
  });
}

/** A kind missing from `kinds`: the job waits for a delivery that has it (the drain's, which has every kind). */
const noComposer = (kind: string) => new Error(`no composer given for mail of kind ${kind}`);

async function compose(job: Job, kinds: MailKinds): Promise<Composed> {
  if (job.kind === "hours_reminder") {
    if (!kinds.hours_reminder) throw noComposer(job.kind);
    return kinds.hours_reminder(job);
  }
  if (isNewsletterJob(job)) {
    if (!kinds.newsletter) throw noComposer(job.kind);
    return kinds.newsletter.compose(job);
  }
  if (job.kind === "monthly_summary") {
    if (!kinds.monthly_summary) throw noComposer(job.kind);
    return kinds.monthly_summary(job);
  }
  if (job.kind === "district_day") {
    if (!kinds.district_day) throw noComposer(job.kind);
    return kinds.district_day(job);
  }
  const snap = await firestore().collection("inbox").doc(job.inboxId).get();
  const item = readRecord(inboxItemType, snap);
  if (!item) return "gone"; // deleted (a privacy request): nothing to announce
  if (job.kind === "staff_notice") {
    const content = staffNotice(item, inboxLink(job.siteUrl, job.inboxId), job.lastOfHour);
    return { to: await staffRecipients(), content };
  }
  // Fixed words only: the address was never confirmed (docs/product.md#forms).
  if (job.kind === "confirmation") return { to: [item.email], content: volunteerConfirmationMail(job.siteUrl) };
  const decision = item.decision;
  if (!decision) return "gone";
  if (job.kind === "owner_outcome") {
    // To the signed-in Google address that sent the claim or revision: a verified address, so it may quote them.
    if (!item.business) return "gone";
    const business = {
      name: item.business.name,
      link: `${job.siteUrl}${pages.business.href(item.business.id)}`,
    };
    const mine = `${job.siteUrl}${pages.owner.href()}`;
    const what = item.type === "claim" ? "claim" : "revision";
    return { to: [item.email], content: ownerOutcomeMail(what, decision, business, mine) };
  }
  if (decision.state === "declined") return { to: [item.email], content: decisionMail(item, decision, job.siteUrl) };
  if (!("eventId" in decision)) return "gone";
  // The event as staff published it, never the proposal's own text: the proposer's address is unconfirmed.
  const event = await withDeadline(firestore().collection("events").doc(decision.eventId).get());
  if (!event.exists) return "gone";
  const approved = {
    state: "approved" as const,
    eventTitle: String(event.get("title") ?? ""),
    eventLink: `${job.siteUrl}${pages.event.href(decision.eventId)}`,
  };
  return { to: [item.email], content: decisionMail(item, approved, job.siteUrl) };
}

/** Where the inbox item shows the staff notice (proposer e-mails are not shown there). */
function noticeUpdate(job: Job, state: string, attempts: number): Record<string, unknown> | null {
  return job.kind === "staff_notice" && "inboxId" in job
    ? { "notice.state": state, "notice.attempts": attempts }
    : null;
}

async function finish(id: string, job: Job, update: Record<string, unknown>, notice: Record<string, unknown> | null) {
  const batch = firestore().batch();
  batch.update(outbox().doc(id), { ...update, lockedUntil: FieldValue.delete() });
  if (notice && "inboxId" in job) batch.update(firestore().collection("inbox").doc(job.inboxId), notice);
  await withDeadline(batch.commit());
}

/** How a delivery attempt ended: `skipped` when the job wasn't due or another runner held it. */
export type DeliveryOutcome = "sent" | "retrying" | "failed" | "bounced" | "off" | "gone" | "skipped" | "error";

export interface DeliveryOptions {
  now?: Date;
  /** The transport to send with (a drain's pooled one); the shared one by default. */
  transport?: ReturnType<typeof mailTransport>;
  /** Awaited just before the message goes to the SMTP server: a drain keeps to its rate here (drain.ts). */
  beforeSend?: () => Promise<void>;
  /** How the jobs of kinds that live above mail are written (jobs.ts): those the caller may deliver. */
  kinds?: MailKinds;
}

/** One delivery attempt of a job; never throws. */
export async function deliver(id: string, options: DeliveryOptions = {}): Promise<DeliveryOutcome> {
  const { now = siteNow(), beforeSend, kinds = {} } = options;
  try {
    const job = await claim(id, now);
    if (!job) return "skipped";
    const transport = options.transport ?? mailTransport();
    const composed = await compose(job, kinds);
    if (composed === "gone") {
      await outbox().doc(id).delete();
      return "gone";
    }
    if (!transport || composed.to.length === 0) {
      await finish(id, job, { state: "off" }, noticeUpdate(job, "off", job.attempts));
      return "off";
    }
    const attempts = job.attempts + 1;
    try {
      await beforeSend?.();
      await transport.sendMail({ from: mailFrom(), to: composed.to, ...composed.content });
      await finish(id, job, { state: "sent", attempts, sentAt: now }, noticeUpdate(job, "sent", attempts));
      return "sent";
    } catch (error) {
      // The SMTP error's code only: the message may quote addresses.
      const code = (error as { code?: string }).code;
      if (isNewsletterJob(job) && isRecipientRefusal(error)) {
        logger.info("mail address refused for good (a bounce)", { outboxId: id, attempts, code });
        // The server refused the address for good: mark it, and send it nothing more (docs/product.md#weekly-email).
        await kinds.newsletter!.bounced(job); // given: the job was composed with it
        await finish(id, job, { state: "bounced", attempts }, null);
        return "bounced";
      }
      logger.warn("mail delivery failed", { outboxId: id, attempts, code });
      const wait = BACKOFF_MINUTES[attempts - 1];
      const update =
        wait === undefined
          ? { state: "failed", attempts }
          : { attempts, nextAttemptAt: Timestamp.fromMillis(now.getTime() + wait * 60_000) };
      await finish(id, job, update, noticeUpdate(job, wait === undefined ? "failed" : "retrying", attempts));
      return wait === undefined ? "failed" : "retrying";
    }
  } catch (error) {
    logger.error("mail outbox error", { outboxId: id, error: error instanceof Error ? error.name : "unknown" });
    return "error";
  }
}

/**
 * Called once the write that queued the job has committed, and awaited to its end before the caller answers or its
 * job returns: Cloud Run gives no CPU after that, so a send left running would stall, outlive its claim and could go
 * twice (docs/decisions/0060). The transport's timeouts bound the wait (transport.ts); a failure is left to the retry.
 * `kinds`: as for deliver, what the caller's own job needs.
 */
export async function deliverAfterCommit(id: string, kinds?: MailKinds): Promise<void> {
  await deliver(id, { kinds });
}
