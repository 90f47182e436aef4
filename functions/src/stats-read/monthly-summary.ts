/**
 * The monthly summary e-mail (docs/product.md#listing-statistics): on the 1st, each owner who hasn't opted out is
 * queued one e-mail with last month's numbers of the listings they own (composed at sending: summary-mail.ts). The
 * job's id names the owner and the month, so a second run that month (a retry, a manual run) queues nobody twice.
 */
import { todayInSiteZone } from "@main-street/domain/dates";
import { previousMonth } from "@main-street/domain/listing-stats-read";
import { ownerType } from "@main-street/domain/records";
import { deliverAfterCommit, queueMail, queuedMailRef } from "../mail";
import { composeMonthlySummary } from "./summary-mail";
import { withDeadline } from "../platform/firestore";
import { readRecords } from "../records/read";
import { OWNERS_COLLECTION, db } from "../owners";
import { sendsSummaryTo, summaryUserRef } from "./summary-opt-out";
import { siteNow } from "../platform/clock";

/** One owner's summary of `month`, unless they opted out or it was queued already. Returns the outbox job. */
function queueSummary(uid: string, month: string, siteUrl: string, now: Date): Promise<string | null> {
  const job = { kind: "monthly_summary" as const, uid, month, siteUrl };
  return db().runTransaction(async (tx) => {
    const [user, queued] = await tx.getAll(summaryUserRef(uid), queuedMailRef(job));
    if (!sendsSummaryTo(user!) || queued!.exists) return null;
    return queueMail(tx, job, now);
  });
}

/** The `monthlySummaries` job (index.ts): queue each owner's summary of last month, then send each. */
export async function sendMonthlySummaries(siteUrl: string, now = siteNow()): Promise<string[]> {
  const month = previousMonth(todayInSiteZone(now));
  const owners = await withDeadline(db().collection(OWNERS_COLLECTION).get());
  const uids = [...new Set(readRecords(ownerType, owners.docs).map((owner) => owner.uid))];
  const jobs: string[] = [];
  for (const uid of uids) {
    const job = await withDeadline(queueSummary(uid, month, siteUrl, now));
    if (job) jobs.push(job);
  }
  for (const job of jobs) await deliverAfterCommit(job, { monthly_summary: composeMonthlySummary });
  return jobs;
}
