import { logger } from "firebase-functions";
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { retryDueMail } from "./mail/drain";
import { sendWeeklyEmail } from "./newsletter/weekly";
import { deleteUnusedUploads } from "./objects/unused-uploads";
import { importCalendars as importAllCalendars } from "./calendar-import/import-source";
import { sendHoursReminders } from "./owners/reminders";
import { sendMonthlySummaries } from "./stats-read/monthly-summary";
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

/** The scheduled jobs' bound: a retry pass may wait on the SMTP server for each of its mails (60 s is the default). */
const SCHEDULED_TIMEOUT_SECONDS = 300;
/** What a job keeps back from its timeout when it stops sending: time for the deliveries in flight to finish. */
const SENDING_MARGIN_MS = 60_000;
/** The weekly e-mail's run: Cloud Scheduler's longest attempt (30 minutes), so 5,000 e-mails go in one run. */
const WEEKLY_TIMEOUT_SECONDS = 1800;

/** When a run that started now must stop sending. */
const sendingDeadline = (timeoutSeconds: number) => Date.now() + timeoutSeconds * 1000 - SENDING_MARGIN_MS;

/** The whole HTTP API: one Express app behind the /api/** and /objects/** Hosting rewrites. */
export const api = onRequest({ memory: "512MiB", concurrency: 80, secrets: productionSecrets() }, createApp());

/** Retries the inbox e-mails whose first attempt failed, with backoff (mail/outbox.ts). */
export const mailRetry = onSchedule(
  { schedule: "every 5 minutes", timeoutSeconds: SCHEDULED_TIMEOUT_SECONDS, secrets: productionSecrets() },
  async () => {
    await retryDueMail(sendingDeadline(SCHEDULED_TIMEOUT_SECONDS));
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
    timeoutSeconds: SCHEDULED_TIMEOUT_SECONDS,
    secrets: productionSecrets(),
  },
  async () => {
    try {
      await sendHoursReminders(mailSiteUrl());
    } finally {
      await deleteUnusedUploads(); // the owners' other daily chore (docs/decisions/0039-owner-hardening.md)
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
    timeoutSeconds: SCHEDULED_TIMEOUT_SECONDS,
    secrets: productionSecrets(),
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
    timeoutSeconds: WEEKLY_TIMEOUT_SECONDS,
    memory: "512MiB",
    retryCount: 3,
    minBackoffSeconds: 300,
    secrets: productionSecrets(),
  },
  async () => {
    const run = await sendWeeklyEmail(mailSiteUrl(), sendingDeadline(WEEKLY_TIMEOUT_SECONDS));
    logger.info("weekly e-mail run", { week: run.week, queued: run.queued, ...run.drain.outcomes });
  },
);

/**
 * Every hour, imports each calendar staff and owners added (docs/product.md#importing-calendars): one fetch a
 * source, its events reconciled by key, the run recorded on the source; a calendar that can't be read is recorded
 * there and the others go on.
 */
export const importCalendars = onSchedule(
  { schedule: "every 60 minutes", timeoutSeconds: SCHEDULED_TIMEOUT_SECONDS, secrets: productionSecrets() },
  async () => {
    await importAllCalendars();
  },
);
