/**
 * A calendar's events as the site stores events (docs/product.md#importing-calendars): each one checked by the same
 * schema as an event staff add, with its source's host business and default category; one the site can't store is
 * left out with a warning naming it, never stored half-read.
 */
import { eventInputSchema } from "@main-street/domain/event";
import type { CalendarSource } from "@main-street/domain/calendar-sources";
import { stripHtml } from "@main-street/domain/text";
import type { ImportedEvent } from "./imported-event";
import type { SeenEvent } from "./plan";

/** At most this many warnings are kept on a run's record. */
const MAX_WARNINGS = 20;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** An event without a readable description shows its title, as an event page needs some text. */
function describedOrTitled(data: ImportedEvent["data"]): string {
  const description = String(data.description ?? "");
  return stripHtml(description).trim() ? description : `<p>${escapeHtml(String(data.title ?? "").trim())}</p>`;
}

export function seenEvents(
  imported: ImportedEvent[],
  source: Pick<CalendarSource, "hostBusinessId" | "category">,
): { seen: SeenEvent[]; warnings: string[] } {
  const seen: SeenEvent[] = [];
  const warnings: string[] = [];
  const keys = new Set<string>();
  for (const event of imported) {
    if (keys.has(event.key)) continue; // the first of a repeated key counts, as a calendar app shows it once
    keys.add(event.key);
    const parsed = eventInputSchema.safeParse({
      ...event.data,
      description: describedOrTitled(event.data),
      excerpt: "",
      image: "",
      featured: "false",
      category: source.category,
      hostBusinessId: source.hostBusinessId,
    });
    if (parsed.success) {
      seen.push({ key: event.key, version: event.version, cancelled: event.cancelled, data: parsed.data });
    } else {
      const title = String(event.data.title ?? "").slice(0, 80) || "An event without a title";
      warnings.push(`"${title}" was left out: ${parsed.error.issues[0]?.message ?? "it can't be read"}`);
    }
  }
  return { seen, warnings };
}

/** The run's warnings, the parser's first, bounded. */
export function boundedWarnings(...lists: string[][]): string[] {
  const all = lists.flat();
  if (all.length <= MAX_WARNINGS) return all;
  return [...all.slice(0, MAX_WARNINGS - 1), `and ${all.length - MAX_WARNINGS + 1} more`];
}
