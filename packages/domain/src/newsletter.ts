/**
 * The weekly e-mail's forms and answers (docs/product.md#weekly-email), shared by the API and the pages: subscribe,
 * and what the e-mails' signed links do (confirm, change categories, leave). Written with zod/mini like the other
 * public forms (docs/decisions/0035).
 */
import * as z from "zod/mini";
import { emailField, textListField } from "./fields";

export * from "./newsletter-texts";

/** A category is an event's own free text, at most as long as the event form allows (event.ts). */
const CATEGORY_LIMITS = { count: 20, length: 60 } as const;

/** The event categories chosen: none means all of them. */
const categoriesField = z.pipe(
  textListField({
    item: "category",
    anItem: "A category",
    items: "Categories",
    ...CATEGORY_LIMITS,
    notAList: "Categories must be a list",
    tooMany: `Choose at most ${CATEGORY_LIMITS.count} categories`,
  }),
  z.transform((v: string[]) => [...new Set(v)]),
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
