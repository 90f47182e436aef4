/**
 * Is a business open at an instant, and when does that change? Computed on the site's clock
 * (America/Los_Angeles) whatever the viewer's zone. The rules (docs/decisions/0020-open-now.md):
 * - a range whose closing time is at or before its opening time passes midnight (17:00–02:00), so 00:00–00:00 and
 *   09:00–09:00 are 24 hours;
 * - a closing time of 23:59 means midnight, the schema.org way of writing "until the end of the day";
 * - a day may have several ranges; ranges that overlap or touch (across days too) are one opening;
 * - on DST days a wall time means the first instant the clock reads it or later (see site-clock.ts).
 * Zod-free (type imports only), so public pages can use it without loading the schemas.
 */
import type { OpeningHours } from "./business";
import { addDays, toMonthAndYear } from "./dates";
import { firstSiteInstant, siteWallClock, weekdayOf } from "./site-clock";

export type Weekday = OpeningHours[number]["days"][number];
export const WEEKDAYS: readonly Weekday[] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

export type OpenStatus =
  | { state: "open"; closesAt: Date }
  /** Open without a break for at least the next 8 days: in practice, always. */
  | { state: "always-open" }
  /** `opensAt` is null when the schedule never opens in the next 8 days. */
  | { state: "closed"; opensAt: Date | null };

const DAY_MS = 86_400_000;
/** How far ahead a change is looked for; longer than a week, so a weekly schedule repeats inside it. */
export const LOOKAHEAD_MS = 8 * DAY_MS;

function clockMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** A range's opening and closing as minutes after midnight of its opening day (closing may be the next day). */
export function rangeMinutes(range: { opens: string; closes: string }): { opens: number; closes: number } {
  const opens = clockMinutes(range.opens);
  const closes = range.closes === "23:59" ? 1440 : clockMinutes(range.closes);
  return { opens, closes: closes <= opens ? closes + 1440 : closes };
}

interface Interval {
  start: number;
  end: number;
}

/** The openings (merged, sorted) that start from the day before `now` to 8 days after it. */
function openingsAround(hours: OpeningHours, now: number): Interval[] {
  const today = siteWallClock(now).date;
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= 9; offset++) {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[weekdayOf(date)]!;
    for (const range of hours) {
      if (!range.days.includes(weekday)) continue;
      const { opens, closes } = rangeMinutes(range);
      const start = firstSiteInstant(date, opens);
      const end = firstSiteInstant(date, closes);
      // A range inside the skipped hour of the spring-forward night never happens.
      if (end > start) intervals.push({ start, end });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

export function openStatus(hours: OpeningHours, now: Date): OpenStatus {
  const t = now.getTime();
  const openings = openingsAround(hours, t);
  const current = openings.find((o) => o.start <= t && t < o.end);
  if (current) {
    return current.end - t >= LOOKAHEAD_MS
      ? { state: "always-open" }
      : { state: "open", closesAt: new Date(current.end) };
  }
  const next = openings.find((o) => o.start > t && o.start - t < LOOKAHEAD_MS);
  return { state: "closed", opensAt: next ? new Date(next.start) : null };
}

/** For the directory's "Open now" filter: hours written as free text (or none) can't be known to be open. */
export function isOpenNow(hours: OpeningHours | string | null | undefined, now: Date): boolean {
  return Array.isArray(hours) && hours.length > 0 && openStatus(hours, now).state !== "closed";
}

// ---- How old the hours are (docs/product.md#owners) ----

/** Hours confirmed longer ago than this show "Hours confirmed <month year>" (docs/product.md#owners). */
const HOURS_NOTE_AFTER_DAYS = 183;
/** Hours confirmed longer ago than this make Open now say "Hours may have changed" instead of open or closed. */
const HOURS_STALE_AFTER_DAYS = 365;

export type HoursFreshness = "fresh" | "aging" | "stale";

/** When the hours were last confirmed, or (never confirmed) when the listing was created. */
export function hoursCheckedAt(b: { hoursConfirmedAt?: string | null; createdAt: string }): string {
  return b.hoursConfirmedAt ?? b.createdAt;
}

/** How far to trust hours last checked at `checkedAt` (an unknown instant counts as fresh). */
export function hoursFreshness(checkedAt: string | null | undefined, now: Date): HoursFreshness {
  const since = checkedAt ? Date.parse(checkedAt) : NaN;
  if (!Number.isFinite(since)) return "fresh";
  const days = (now.getTime() - since) / DAY_MS;
  return days > HOURS_STALE_AFTER_DAYS ? "stale" : days > HOURS_NOTE_AFTER_DAYS ? "aging" : "fresh";
}

/** "Hours confirmed March 2025", once the hours are old enough to say so; else null. */
export function hoursConfirmedNote(checkedAt: string | null | undefined, now: Date): string | null {
  if (!checkedAt || hoursFreshness(checkedAt, now) === "fresh") return null;
  // The month in the site's zone from the page's offset table: a zone-aware Intl formatter would load the time-zone
  // rules in the browser (site-zone.ts).
  return `Hours confirmed ${toMonthAndYear(siteWallClock(Date.parse(checkedAt)).date)}`;
}
