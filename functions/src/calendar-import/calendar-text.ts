/**
 * An imported event's words as the site stores staff input: one-line fields cleaned and cut to the schema's limits,
 * and the description through the same sanitiser as the editor's (html/sanitize.ts). Calendars send plain TEXT
 * (RFC 5545 3.8.1.5), HTML inside it (Google Calendar), or HTML in X-ALT-DESC (Outlook): plain text becomes
 * paragraphs of escaped text; HTML keeps only what the editor could have written.
 */
import escapeHtml from "escape-html";
import { LIMITS } from "@main-street/domain/limits";
import { sanitizeRichText } from "../html/sanitize";

// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** A tag the editor knows, or markup no plain text has: the text is read as HTML. */
const LOOKS_LIKE_HTML = /<\/?(p|br|div|span|a|b|strong|i|em|u|ul|ol|li|h[1-6]|table|tr|td|img|font|hr)\b[^>]*>/i;
/** Read at most this much of a description: the stored limit, with room for markup that is dropped. */
const MAX_SOURCE = LIMITS.html * 2;

/** One line (control characters and runs of spaces become one space), trimmed, at most `max` characters. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(CONTROL_RUNS, " ").replace(/\s+/g, " ").trim();
  return line.length <= max
    ? line
    : `${[...line]
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * The description as stored: sanitised HTML within LIMITS.html, never empty (the schema requires one: the title
 * stands in). `warn` hears when it had to be cut.
 */
export function descriptionHtml(
  text: string,
  html: string,
  title: string,
  warn: (message: string) => void,
  max: number = LIMITS.html,
): string {
  const source = (html.trim() || text).slice(0, Math.min(MAX_SOURCE, max * 2));
  const read = (s: string) => sanitizeRichText(LOOKS_LIKE_HTML.test(s) ? s : paragraphs(s));
  let result = read(source);
  if (result.length > max) {
    warn(`"${title}": its description was cut to fit`);
    // Escaping can make text up to 6 times longer ('"' → '&quot;'); a sixth always fits.
    result = read(source.slice(0, Math.floor(max / 6)));
  }
  return result || `<p>${escapeHtml(title)}</p>`;
}
