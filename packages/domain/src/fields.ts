import { z } from "zod";
import { LIMITS } from "./limits";
import { isAllowedImageSrc } from "./rich-text";

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

/** A trimmed required string with a readable message. */
export function requiredText(label: string, max: number, lines: Lines = "single") {
  const base = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
  if (lines === "multi") return base;
  const rule = singleLine(label);
  return base.refine(rule.check, { error: rule.error });
}

/** A trimmed optional string; missing or null becomes ''. */
export function optionalText(label: string, max: number, lines: Lines = "single") {
  const base = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });
  const rule = singleLine(label);
  const checked = lines === "multi" ? base : base.refine(rule.check, { error: rule.error });
  return checked.nullish().transform((v) => v ?? "");
}

export function emailField() {
  return z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters` })
    .pipe(z.email({ error: "Enter a valid email address" }));
}

/** Stored as the text 'true' or 'false' (docs/product.md#data); booleans are accepted and normalised. */
export const featuredField = z
  .union([z.enum(["true", "false"]), z.boolean().transform((b) => (b ? "true" : "false"))], {
    error: "Featured must be 'true' or 'false'",
  })
  .default("false")
  .transform((v) => v as "true" | "false");

/** http(s) URL, or '' for none. */
export function optionalUrl(label: string) {
  return optionalText(label, LIMITS.url).refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v), {
    error: `${label} must be a web address starting with http:// or https://`,
  });
}

/**
 * An image value: '' (none), an uploaded /objects/uploads/... image, a bundled /images/... file, or an https address
 * (the pages' policy allows https images only). The same rule as images in descriptions: no '..', no backslashes.
 */
export const imageField = optionalText("Image", LIMITS.url).refine((v) => v === "" || isAllowedImageSrc(v), {
  error: "Image must be an uploaded image or a web address starting with https://",
});
