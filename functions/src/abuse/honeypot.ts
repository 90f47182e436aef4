import { HONEYPOT_FIELD } from "@main-street/domain/submissions";

/**
 * True when the hidden honeypot input carries anything: people never see it, bots fill every input they find.
 * An absent, null or blank value is a person (the site's forms send it as "").
 */
export function honeypotFilled(body: unknown): boolean {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return false;
  if (!Object.prototype.hasOwnProperty.call(body, HONEYPOT_FIELD)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim().length > 0;
}
