/**
 * What the site reads from a business's structured hours (weekly-hours.ts), in one place: is it open at an instant
 * and when does that change (Open now), until when is it open on an evening (Open late on /this-week), and its
 * schema.org openingHoursSpecification (JSON-LD). Computed on the site's clock (America/Los_Angeles) whatever the
 * viewer's zone. The rules (docs/decisions/0020-open-now.md):
 * - a range whose closing time is at or before its opening time passes midnight (17:00–02:00), so 00:00–00:00 and
 *   09:00–09:00 are 24 hours;
 * - a closing time of 23:59 means midnight, the schema.org way of writing "until the end of the day";
 * - a day may have several ranges; ranges that overlap or touch (across days too) are one opening;
 * - on DST days a wall time means the first instant the clock reads it or later (see site-clock.ts).
 * Hours that aren't structured (null) are never open. Zod-free, so public pages use it without loading the schemas.
 */
import { addDays, LONG_WEEKDAYS, toMonthAndYear } from "./dates";
import { firstSiteInstant, siteWallClock, weekdayOf } from "./site-clock";
import { opensSomeDay, rangeMinutes, sameHoursGroups, WEEKDAYS, type Weekday, type WeeklyHours } from "./weekly-hours";

export { WEEKDAYS, type Weekday };

export type OpenStatus =
  | { state: "open"; closesAt: Date }
  /** Open without a break for at least the next 8 days: in practice, always. */
  | { state: "always-open" }
  /** `opensAt` is null when the schedule never opens in the next 8 days. */
  | { state: "closed"; opensAt: Date | null };

const DAY_MS = 86_400_000;
/** How far ahead a change is looked for; longer than a week, so a weekly schedule repeats inside it. */
export const LOOKAHEAD_MS = 8 * DAY_MS;

interface Interval {
  start: number;
  end: number;
}

/** The openings (merged, sorted) that start from the day before `now` to 8 days after it. */
function openingsAround(hours: WeeklyHours, now: number): Interval[] {
  const today = siteWallClock(now).date;
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= 9; offset++) {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[weekdayOf(date)]!;
    for (const range of hours[weekday]) {
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

export function openStatus(hours: WeeklyHours, now: Date): OpenStatus {
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

/** For the directory's "Open now" filter: without structured hours a business can't be known to be open. */
export function isOpenNow(hours: WeeklyHours | null | undefined, now: Date): boolean {
  return opensSomeDay(hours) && openStatus(hours, now).state !== "closed";
}

/**
 * Until when (minutes after that day's midnight, past 1440 for after midnight) a business is open at `minutes` on a
 * weekday, counting a range opened the day before that passes midnight; null when it is closed then. With `minutes`
 * 20:00 this is /this-week's "Open late" (docs/product.md#this-week).
 */
export function openUntil(hours: WeeklyHours | null | undefined, weekday: Weekday, minutes: number): number | null {
  if (!opensSomeDay(hours)) return null;
  const index = WEEKDAYS.indexOf(weekday);
  const yesterday = WEEKDAYS[(index + 6) % 7]!;
  const spans = [
    ...hours[yesterday].map(rangeMinutes).map((r) => ({ opens: r.opens - 1440, closes: r.closes - 1440 })),
    ...hours[weekday].map(rangeMinutes),
  ].sort((a, b) => a.opens - b.opens);
  let until: number | null = null;
  for (const span of spans) {
    // Ranges that touch or overlap are one opening, so "until" follows them.
    if (until === null ? span.opens <= minutes && minutes < span.closes : span.opens <= until) {
      until = Math.max(until ?? span.closes, span.closes);
    }
  }
  return until;
}

/** schema.org openingHoursSpecification: one entry per range of each group of days with the same hours. */
export function openingHoursSpecification(hours: WeeklyHours): Record<string, unknown>[] {
  return sameHoursGroups(hours).flatMap((group) =>
    group.ranges.map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: group.days.map((d) => LONG_WEEKDAYS[WEEKDAYS.indexOf(d)]!),
      opens: range.opens,
      closes: range.closes,
    })),
  );
}

// ---- How old the hours are (docs/product.md#owners) ----

/** Hours confirmed longer ago than this show "Hours confirmed <month year>" (docs/product.md#owners). */
const HOURS_NOTE_AFTER_DAYS = 183;
/** Hours confirmed longer ago than this make Open now say "Hours may have changed" instead of open or closed. */
const HOURS_STALE_AFTER_DAYS = 365;

export type HoursFreshness = "fresh" | "aging" | "stale";

/** When the hours were last confirmed, or (never confirmed) when the listing was created: what reminders and the
 * "Hours may have changed" doubt count from. */
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

/**
 * "Hours confirmed March 2025", once the hours are old enough to say so; else null. Only a real confirmation says
 * it (pass `hoursConfirmedAt`, never the creation time): a listing never confirmed has no month to give.
 */
export function hoursConfirmedNote(confirmedAt: string | null | undefined, now: Date): string | null {
  if (!confirmedAt || !Number.isFinite(Date.parse(confirmedAt))) return null;
  if (hoursFreshness(confirmedAt, now) === "fresh") return null;
  // The month in the site's zone from the page's offset table: a zone-aware Intl formatter would load the time-zone
  // rules in the browser (site-zone.ts).
  return `Hours confirmed ${toMonthAndYear(siteWallClock(Date.parse(confirmedAt)).date)}`;
}
