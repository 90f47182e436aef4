/**
 * The field rules every schema shares. Written with zod/mini (docs/decisions/0035): the public forms load these
 * schemas in the browser, and mini keeps to the checks a schema uses; schemas written with the full zod API embed
 * them like any other.
 */
import * as z from "zod/mini";
import { toIsoDate } from "./dates";
import { LIMITS } from "./limits";

export { LIMITS };

/**
 * C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. None belongs in a one-line
 * value, and line breaks there become new lines wherever the value is written line by line (calendar files).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Which fields may hold line breaks: 'single' (the default) for names, titles, places; 'multi' for messages. */
export type Lines = "single" | "multi";

function singleLine(label: string) {
  return {
    check: (value: string) => !CONTROL_CHARACTERS.test(value),
    error: `${label} can't contain line breaks or control characters`,
  };
}

/** A trimmed text's checks: at most `max` characters, and on one line unless `lines` is 'multi'. */
function textChecks(label: string, max: number, lines: Lines): z.core.$ZodCheck<string>[] {
  const rule = singleLine(label);
  return [
    z.trim(),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    ...(lines === "multi" ? [] : [z.refine<string>(rule.check, { error: rule.error })]),
  ];
}

/** A trimmed required string with a readable message. */
export function requiredText(label: string, max: number, lines: Lines = "single") {
  const [trim, ...rest] = textChecks(label, max, lines);
  return z
    .string({ error: `${label} is required` })
    .check(trim!, z.minLength(1, { error: `${label} is required` }), ...rest);
}

/** A trimmed optional string; missing or null becomes ''. */
export function optionalText(label: string, max: number, lines: Lines = "single") {
  return z.pipe(
    z.nullish(z.string({ error: `${label} must be text` }).check(...textChecks(label, max, lines))),
    z.transform((v: string | null | undefined) => v ?? ""),
  );
}

/** Optional text that must also pass `valid` (an empty value always does). */
export function optionalTextWhere(label: string, max: number, valid: (v: string) => boolean, error: string) {
  return optionalText(label, max).check(z.refine((v: string) => v === "" || valid(v), { error }));
}

/**
 * A list of short one-line texts (a volunteer's interests, the weekly e-mail's categories): each trimmed, not empty
 * and at most `length` characters, at most `count` of them; missing or null is an empty list.
 */
export function textListField(rules: {
  /** 'interest': "Each interest must be text". */
  item: string;
  /** 'An interest': "An interest can't be empty". */
  anItem: string;
  /** 'Interests': "Interests can't contain line breaks or control characters". */
  items: string;
  count: number;
  length: number;
  notAList: string;
  tooMany: string;
}) {
  const item = z.string({ error: `Each ${rules.item} must be text` }).check(
    z.trim(),
    z.minLength(1, { error: `${rules.anItem} can't be empty` }),
    z.maxLength(rules.length, { error: `Each ${rules.item} must be at most ${rules.length} characters` }),
    z.refine((v: string) => !CONTROL_CHARACTERS.test(v), { error: singleLine(rules.items).error }),
  );
  return z.pipe(
    z.nullish(z.array(item, { error: rules.notAList }).check(z.maxLength(rules.count, { error: rules.tooMany }))),
    z.transform((v: string[] | null | undefined) => v ?? []),
  );
}

export function emailField() {
  return z.pipe(
    z
      .string({ error: "Email is required" })
      .check(
        z.trim(),
        z.minLength(1, { error: "Email is required" }),
        z.maxLength(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters` }),
      ),
    z.email({ error: "Enter a valid email address" }),
  );
}

/** Stored as the text 'true' or 'false' (docs/product.md#data); booleans are accepted and normalised. */
export const featuredField = z._default(
  z.union(
    [
      z.enum(["true", "false"]),
      z.pipe(
        z.boolean(),
        z.transform((b: boolean) => (b ? "true" : "false") as "true" | "false"),
      ),
    ],
    { error: "Featured must be 'true' or 'false'" },
  ),
  "false",
);

/** http(s) URL, or '' for none. */
export function optionalUrl(label: string) {
  return optionalTextWhere(
    label,
    LIMITS.url,
    (v) => /^https?:\/\/[^\s]+\.[^\s]+/i.test(v),
    `${label} must be a web address starting with http:// or https://`,
  );
}

/** Accepts 'YYYY-MM-DD' or long English form; stores 'YYYY-MM-DD'. */
export const eventDateField = z.pipe(
  z.string({ error: "Date is required" }).check(
    z.trim(),
    z.minLength(1, { error: "Date is required" }),
    z.maxLength(40, { error: "Enter a date like 2025-03-05 or March 5, 2025" }),
    z.refine((value: string) => toIsoDate(value) !== null, { error: "Enter a date like 2025-03-05 or March 5, 2025" }),
  ),
  z.transform((value: string) => toIsoDate(value)!),
);
