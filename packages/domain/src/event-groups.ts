/**
 * One entry for the single dates of one calendar event (docs/product.md#importing-calendars): a daily event the
 * import keeps as up to 370 single dates is listed once, at its next date, with the dates after it — as a series
 * is — in the events list, "Upcoming here" and the embed. Every date keeps its own event and page; calendars and
 * the admin list still have each.
 */
import { toLongDate } from "./dates";
import type { CommunityEvent } from "./event";
import { lastDayOf } from "./event-span";

/** How many of the dates after the shown one a listing names. */
const NAMED_DATES = 5;

/** The source event a single date belongs to: its calendar and its UID (the key without its `@date`). */
function groupOf(event: CommunityEvent): string | null {
  const key = event.imported?.key;
  const uid = key ? /^(.*)@\d{4}-\d{2}-\d{2}$/.exec(key)?.[1] : undefined;
  return uid && event.imported ? `${event.imported.sourceId}\n${uid}` : null;
}

/**
 * The list with each group of single dates marked: its next date that happens (its last once all have passed) gets
 * `otherDates` (the dates after it, up to five, and how many more), the rest `listedWith` that one's id. Lists
 * leave out what has `listedWith`. `events` is in date order.
 */
export function groupSingleDates(events: CommunityEvent[], today: string): CommunityEvent[] {
  const groups = new Map<string, CommunityEvent[]>();
  for (const event of events) {
    const group = groupOf(event);
    if (group) groups.set(group, [...(groups.get(group) ?? []), event]);
  }
  const marks = new Map<string, Partial<CommunityEvent>>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const happening = members.filter((e) => !e.cancelled && lastDayOf(e) >= today);
    const shown = happening[0] ?? members.filter((e) => lastDayOf(e) < today).at(-1) ?? members[0]!;
    const after = happening.filter((e) => e.date > shown.date).map((e) => e.date);
    marks.set(shown.id, {
      otherDates: { dates: after.slice(0, NAMED_DATES), more: Math.max(0, after.length - NAMED_DATES) },
    });
    for (const e of members) if (e !== shown) marks.set(e.id, { listedWith: shown.id });
  }
  return marks.size ? events.map((e) => (marks.has(e.id) ? { ...e, ...marks.get(e.id) } : e)) : events;
}

/** What a public list shows: each group of single dates once. */
export const listed = (event: CommunityEvent) => !event.listedWith;

/** "Also on December 19, December 20 and 362 more dates"; '' for an event listed alone. */
export function otherDatesText(event: Pick<CommunityEvent, "otherDates">): string {
  const { dates = [], more = 0 } = event.otherDates ?? {};
  if (dates.length === 0) return "";
  const named = dates.map((d) => toLongDate(d).replace(/, \d{4}$/, ""));
  if (more > 0) return `Also on ${named.join(", ")} and ${more} more ${more === 1 ? "date" : "dates"}`;
  return `Also on ${named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0]}`;
}
