import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { retryDueMail } from "./mail/outbox";
import { sendHoursReminders } from "./owners/repository";
import { createApp } from "./app";
import { env, productionConfigProblems } from "./platform/config";
import { productionSecrets } from "./platform/secrets";

env(); // fail fast on a bad environment
const problems = productionConfigProblems();
if (problems.length > 0) {
  throw new Error(
    `The function's production configuration is incomplete (README, Deploy):\n- ${problems.join("\n- ")}`,
  );
}
setGlobalOptions({ region: "us-central1", maxInstances: 10 });

/** The whole HTTP API: one Express app behind the /api/** and /objects/** Hosting rewrites. */
export const api = onRequest({ memory: "512MiB", concurrency: 80, secrets: productionSecrets() }, createApp());

/** Retries the inbox e-mails whose first attempt failed, with backoff (mail/outbox.ts). */
export const mailRetry = onSchedule({ schedule: "every 5 minutes", secrets: productionSecrets() }, async () => {
  await retryDueMail();
});

/**
 * Asks each owner, every 90 days, whether their hours are still correct (docs/product.md#owners). Runs daily and
 * mails the owners whose reminder is due, so an owner approved on any day is asked 90 days later (unless the hours
 * were confirmed meanwhile).
 */
export const hoursReminders = onSchedule(
  { schedule: "every day 09:00", timeZone: "America/Los_Angeles", secrets: productionSecrets() },
  async () => {
    await sendHoursReminders(env().SITE_URL);
  },
);
