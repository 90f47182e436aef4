/**
 * The weekly e-mail's words and answers (docs/product.md#weekly-email), without zod: the subscribe form in every
 * page's footer imports these, and loads the schemas (newsletter.ts) only when it is used.
 */

/** An unconfirmed address is forgotten this many days after it subscribed; its confirmation link lasts as long. */
export const CONFIRM_DAYS = 7;

/** What the forms say will arrive, and how often. */
export const NEWSLETTER_PROMISE =
  "One e-mail every Thursday morning: the coming week's events downtown, Friday to Thursday, and the businesses open " +
  "late. We'll first send you a link to confirm. Leave any time with one click.";

/** The answer to every subscription, whatever the address's state: it reveals nothing about who is subscribed. */
export const SUBSCRIBE_RECEIVED =
  "Thank you! Unless this address is already subscribed, we've sent it a link to confirm. Please check your inbox " +
  `(and spam folder): the link works for ${CONFIRM_DAYS} days.`;

/** What the link of a confirmation e-mail, or a weekly e-mail's "Change your categories", shows and changes. */
export interface Subscription {
  email: string;
  /** The categories chosen; empty means all. */
  categories: string[];
  /** Every category there is to choose from now (the events' own). */
  available: string[];
  /** The token for changing this subscription (a confirmation link answers with one). */
  token: string;
  message: string;
}

/** Leaving: the same answer whether or not the address was still subscribed. */
export interface Unsubscribed {
  message: string;
}

/** GET /api/newsletter: what the subscribe forms offer. */
export interface NewsletterOptions {
  categories: string[];
}

/** The staff's view (GET /api/admin/newsletter): counts only, never the addresses. */
export interface NewsletterStats {
  confirmed: number;
  /** Subscribed but not confirmed yet (forgotten after CONFIRM_DAYS). */
  pending: number;
  /** Addresses the mail server refused: nothing more is sent to them. */
  bounced: number;
  /** Confirmed subscribers who get every category. */
  allCategories: number;
  /** Confirmed subscribers of each category (those who chose it; every-category subscribers counted above). */
  byCategory: { category: string; count: number }[];
  next: { week: string; sendsOn: string; from: string; to: string; webCopy: string };
}

/** GET /api/admin/newsletter/preview: next week's e-mail as the signed-in staff member would get it. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
  bytes: number;
}
