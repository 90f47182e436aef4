import { z } from "zod";
import { LIMITS } from "./limits";

export { LIMITS };

/** A trimmed required string with a readable message. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** A trimmed optional string; missing or null becomes ''. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => v ?? "");
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

/** An image value: '' (none), an uploaded /objects/... path, a bundled /images/... path, or an http(s) URL. */
export const imageField = optionalText("Image", LIMITS.url).refine(
  (v) => v === "" || /^\/(objects|images)\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s"'<>]+$/i.test(v),
  { error: "Image must be an uploaded image or a web address" },
);
