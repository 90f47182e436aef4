/**
 * The weekly e-mail's forms and answers (docs/product.md#weekly-email), shared by the API and the pages: subscribe,
 * and what the e-mails' signed links do (confirm, change categories, leave). Written with zod/mini like the other
 * public forms (docs/decisions/0035).
 */
import * as z from "zod/mini";
import { CONTROL_CHARACTERS, emailField } from "./fields";

/** An unconfirmed address is forgotten this many days after it subscribed; its confirmation link lasts as long. */
export const CONFIRM_DAYS = 7;
/** A category is an event's own free text, at most as long as the event form allows (event.ts). */
const CATEGORY_LIMITS = { count: 20, length: 60 } as const;

/** What the forms say will arrive, and how often. */
export const NEWSLETTER_PROMISE =
  "One e-mail every Thursday morning: the coming week's events downtown, Friday to Thursday, and the businesses open " +
  "late. We'll first send you a link to confirm. Leave any time with one click.";

/** The answer to every subscription, whatever the address's state: it reveals nothing about who is subscribed. */
export const SUBSCRIBE_RECEIVED =
  "Thank you! Unless this address is already subscribed, we've sent it a link to confirm. Please check your inbox " +
  `(and spam folder): the link works for ${CONFIRM_DAYS} days.`;

/** The event categories chosen: none means all of them. */
const categoriesField = z.pipe(
  z.nullish(
    z
      .array(
        z.string({ error: "Each category must be text" }).check(
          z.trim(),
          z.minLength(1, { error: "A category can't be empty" }),
          z.maxLength(CATEGORY_LIMITS.length, {
            error: `Each category must be at most ${CATEGORY_LIMITS.length} characters`,
          }),
          z.refine((v: string) => !CONTROL_CHARACTERS.test(v), {
            error: "Categories can't contain line breaks or control characters",
          }),
        ),
        { error: "Categories must be a list" },
      )
      .check(z.maxLength(CATEGORY_LIMITS.count, { error: `Choose at most ${CATEGORY_LIMITS.count} categories` })),
  ),
  z.transform((v: string[] | null | undefined) => [...new Set(v ?? [])]),
);

const BAD_LINK = "This link is not valid. Please use the link in your most recent e-mail.";

/** A signed link's token: letters, digits, `.`, `_` and `-` (base64url parts). */
const tokenField = z
  .string({ error: BAD_LINK })
  .check(z.minLength(1, { error: BAD_LINK }), z.maxLength(400, { error: BAD_LINK }), z.regex(/^[\w.-]+$/, BAD_LINK));

/** POST /api/newsletter/subscribe. */
export const subscribeSchema = z.object({ email: emailField(), categories: categoriesField });

/** The e-mails' links: confirm (POST …/confirm), read the choices (POST …/subscription), leave (POST …/unsubscribe). */
export const newsletterTokenSchema = z.object({ token: tokenField });

/** POST /api/newsletter/manage: the categories to get (none: all). */
export const newsletterChoiceSchema = z.object({ token: tokenField, categories: categoriesField });

export type SubscribeInput = z.input<typeof subscribeSchema>;

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
