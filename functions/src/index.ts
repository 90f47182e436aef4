import { logger } from "firebase-functions";
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { retryDueMail } from "./mail";
import { sendWeeklyEmail } from "./newsletter";
import { deleteUnusedUploads } from "./objects";
import { MANAGED_RECORDS } from "./record-registry";
import { MAIL_KINDS } from "./mail-kinds";
import { importCalendars as importAllCalendars } from "./calendar-import";
import { sendHoursReminders } from "./owners";
import { sendMonthlySummaries } from "./stats-read";
import { createApp } from "./app";
import { env, mailSiteUrl, productionConfigProblems } from "./platform/config";
import { productionSecrets } from "./platform/secrets";

env(); // fail fast on a bad environment
const problems = productionConfigProblems();
if (problems.length > 0) {
  throw new Error(
    `The function's production configuration is incomplete (docs/deploy.md):\n- ${problems.join("\n- ")}`,
  );
}
setGlobalOptions({ region: "us-central1", maxInstances: 10 });

/**
 * Every scheduled job: 5 minutes (60 s is the default), since it awaits each mail it sends (nothing may run after it
 * returns: Cloud Run gives it no CPU then); 512 MiB, as `api` has, since each loads the whole bundle (256 MiB is the
 * default).
 */
const SCHEDULED = { timeoutSeconds: 300, memory: "512MiB", secrets: productionSecrets() } as const;

/**
 * A failed run (a Firestore blip on a cold start) is run again, up to 3 times, 1 then 2 then 4 minutes later (Cloud
 * Scheduler's default is no retry). Only for jobs a rerun can't repeat: each records what it did in the commit that
 * does it (the summaries' and reminders' outbox jobs, the imported events' keys), and the tests run each twice.
 */
const RETRIED = { retryCount: 3, minBackoffSeconds: 60, maxBackoffSeconds: 240, maxDoublings: 2 } as const;

/** The weekly e-mail's run: Cloud Scheduler's longest attempt (30 minutes), so 5,000 e-mails go in one run. */
const WEEKLY_TIMEOUT_SECONDS = 1800;
/** What a job keeps back from its timeout when it stops sending: time for the deliveries in flight to finish. */
const SENDING_MARGIN_MS = 60_000;

/** When a run that started now must stop sending (the machine's clock: a deadline, not the site's day). */
const sendingDeadline = (timeoutSeconds: number) => Date.now() + timeoutSeconds * 1000 - SENDING_MARGIN_MS;

/** The whole HTTP API: one Express app behind the /api/** and /objects/** Hosting rewrites. */
export const api = onRequest({ memory: "512MiB", concurrency: 80, secrets: productionSecrets() }, createApp());

/** Retries the inbox e-mails whose first attempt failed, with backoff (mail/outbox.ts). */
export const mailRetry = onSchedule(
  // No retries of its own: it runs every 5 minutes anyway.
  { schedule: "every 5 minutes", ...SCHEDULED },
  async () => {
    await retryDueMail(sendingDeadline(SCHEDULED.timeoutSeconds), MAIL_KINDS);
  },
);

/**
 * Asks each owner, every 90 days, whether their hours are still correct (docs/product.md#owners). Runs daily and
 * mails the owners whose reminder is due, so an owner approved on any day is asked 90 days later (unless the hours
 * were confirmed meanwhile). Then deletes the week-old uploads nothing uses (objects/unused-uploads.ts).
 */
export const hoursReminders = onSchedule(
  {
    schedule: "every day 09:00",
    timeZone: "America/Los_Angeles",
    ...SCHEDULED,
    ...RETRIED,
  },
  async () => {
    try {
      await sendHoursReminders(mailSiteUrl(), MAIL_KINDS);
    } finally {
      await deleteUnusedUploads(MANAGED_RECORDS); // the owners' other daily chore (docs/decisions/0039-owner-hardening.md)
    }
  },
);

/**
 * On the 1st of each month, e-mails each owner who hasn't opted out last month's numbers of the listings they own
 * (docs/product.md#listing-statistics); a second run that month mails nobody twice.
 */
export const monthlySummaries = onSchedule(
  {
    schedule: "0 8 1 * *", // 08:00 on the 1st
    timeZone: "America/Los_Angeles",
    ...SCHEDULED,
    ...RETRIED,
  },
  async () => {
    await sendMonthlySummaries(mailSiteUrl());
  },
);

/**
 * Every Thursday at 08:00 in Los Angeles, the weekly events e-mail to each confirmed subscriber
 * (docs/product.md#weekly-email): queued once per subscriber and week through the outbox, sent at the SMTP server's
 * rate (MAIL_PER_MINUTE) until the run's deadline; what is left, the 5-minute retry sends. Retried on failure: a
 * rerun queues nobody twice.
 */
export const weeklyEmail = onSchedule(
  {
    schedule: "0 8 * * 4", // 08:00 on Thursdays
    timeZone: "America/Los_Angeles",
    ...SCHEDULED,
    timeoutSeconds: WEEKLY_TIMEOUT_SECONDS,
    // Its own retries, 5 minutes apart (docs/decisions/0078): a rerun queues nobody twice.
    retryCount: 3,
    minBackoffSeconds: 300,
  },
  async () => {
    const run = await sendWeeklyEmail(mailSiteUrl(), sendingDeadline(WEEKLY_TIMEOUT_SECONDS), MAIL_KINDS);
    logger.info("weekly e-mail run", { week: run.week, queued: run.queued, ...run.drain.outcomes });
  },
);

/**
 * Every hour, imports each calendar staff and owners added (docs/product.md#importing-calendars): one fetch a
 * source, its events reconciled by key, the run recorded on the source; a calendar that can't be read is recorded
 * there and the others go on.
 */
export const importCalendars = onSchedule({ schedule: "every 60 minutes", ...SCHEDULED, ...RETRIED }, async () => {
  await importAllCalendars();
});
