/** What other folders use of mail/: they import it from here, never a file inside (docs/decisions/0098). */
export { drainOutbox, retryDueMail, type DrainResult } from "./drain";
export {
  type Composed,
  type DistrictDayJob,
  type HoursReminderJob,
  type MailKinds,
  type MonthlySummaryJob,
  type NewsletterJob,
} from "./jobs";
export { accessLine, hoursReminderMail, hoursText, specialHoursLines, type MailContent } from "./messages";
export { readNoticeBudget, spendNotice } from "./notice-budget";
export { OUTBOX_COLLECTION, deliver, deliverAfterCommit, outboxIdsOf, queueMail, queuedMailRef } from "./outbox";
export { monthlySummaryMail, statLines, type StatLine } from "./stats-messages";
