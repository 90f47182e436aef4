import type { MailKinds } from "./mail";
import { composeDistrictDay } from "./district-days";
import { NEWSLETTER_MAIL } from "./newsletter";
import { composeHoursReminder, composeMonthlySummary } from "./stats-read";

/**
 * Every kind of outbox job that lives above mail/, written by its own feature (mail/jobs.ts): the scheduled jobs
 * and the drain deliver any job, so index.ts passes them this.
 */
export const MAIL_KINDS: MailKinds = {
  ...NEWSLETTER_MAIL,
  hours_reminder: composeHoursReminder,
  monthly_summary: composeMonthlySummary,
  district_day: composeDistrictDay,
};
