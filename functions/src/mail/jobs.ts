/**
 * The outbox's jobs (outbox.ts). The inbox's e-mails are written here in mail/; the kinds of the features above mail
 * (the owners' hours reminders, the monthly summaries, the district days' links, the weekly e-mail) are written by those features, and whoever
 * delivers a job passes how (MailKinds): the app passes every kind to the drain (mail-kinds.ts beside app.ts).
 */
import type { MailContent } from "./messages";

export type HoursReminderJob = { kind: "hours_reminder"; linkId: string; siteUrl: string };
/** `month`: YYYY-MM (stats-read/monthly-summary.ts). */
export type MonthlySummaryJob = { kind: "monthly_summary"; uid: string; month: string; siteUrl: string };
/** A district day's answer link (district-days/announce.ts). */
export type DistrictDayJob = { kind: "district_day"; linkId: string; siteUrl: string };
/** The weekly e-mail's confirmations, editions and staff tests (newsletter/mail-jobs.ts). */
export type NewsletterJob =
  /** `send`: which confirmation e-mail of the subscription this is (1 to 3). */
  | { kind: "newsletter_confirm"; subscriberId: string; nonce: string; siteUrl: string; send?: number }
  | { kind: "newsletter_weekly"; subscriberId: string; week: string; siteUrl: string }
  /** `at`: when staff asked (ms), so each test is a job of its own. */
  | { kind: "newsletter_test"; uid: string; email: string; week: string; siteUrl: string; at: number };

/** A staff notice that spends the hour's last allowance says so (`lastOfHour` is the hourly limit). */
export type Job =
  | { kind: "staff_notice"; inboxId: string; siteUrl: string; lastOfHour?: number }
  | { kind: "decision"; inboxId: string; siteUrl: string }
  | { kind: "owner_outcome"; inboxId: string; siteUrl: string }
  /** To the sender of a form that confirms (a volunteer sign-up): what they sent arrived. */
  | { kind: "confirmation"; inboxId: string; siteUrl: string }
  | HoursReminderJob
  | MonthlySummaryJob
  | DistrictDayJob
  | NewsletterJob;

export function isNewsletterJob(job: { kind: string }): job is NewsletterJob {
  return job.kind === "newsletter_confirm" || job.kind === "newsletter_weekly" || job.kind === "newsletter_test";
}

/** A job's message and recipients when it is sent, or "gone" when what it announces is no longer there. */
export type Composed = { to: string[]; content: MailContent } | "gone";

/** How the kinds that live above mail are written, each by its own feature. */
export interface MailKinds {
  hours_reminder?: (job: HoursReminderJob) => Promise<Composed>;
  monthly_summary?: (job: MonthlySummaryJob) => Promise<Composed>;
  district_day?: (job: DistrictDayJob) => Promise<Composed>;
  /** The weekly e-mail's jobs, and what an address the mail server refused for good does to its subscription. */
  newsletter?: { compose(job: NewsletterJob): Promise<Composed>; bounced(job: NewsletterJob): Promise<void> };
}
