/**
 * What the site reads from a business's structured hours (weekly-hours.ts) and its special hours (special-hours.ts),
 * in one place: is it open at an instant and when does that change (Open now), until when is it open on an evening
 * (Open late on /this-week), and its schema.org opening hours (JSON-LD). Every date's hours are read through
 * `dayHours`, so a dated exception, a season or an unanswered district day applies everywhere alike. Computed on
 * the site's clock (America/Los_Angeles) whatever the viewer's zone. The rules (docs/decisions/0020-open-now.md,
 * 0080-special-hours.md):
 * - a range whose closing time is at or before its opening time passes midnight (17:00–02:00), so 00:00–00:00 and
 *   09:00–09:00 are 24 hours;
 * - a closing time of 23:59 means midnight, the schema.org way of writing "until the end of the day";
 * - a day may have several ranges; ranges that overlap or touch (across days too) are one opening;
 * - on DST days a wall time means the first instant the clock reads it or later (see site-clock.ts);
 * - an exception's range past midnight ends where it says, and the next day keeps its own hours.
 * Hours that aren't structured (null) are never open. Zod-free, so public pages use it without loading the schemas.
 */
import { addDays, LONG_WEEKDAYS, toMonthAndYear } from "./dates";
import { firstSiteInstant, siteWallClock } from "./site-clock";
import { comingSeasons, dayHours, type DistrictDayRef, type HoursException, type HoursSchedule } from "./special-hours";
import {
  opensSomeDay,
  rangeMinutes,
  sameHoursGroups,
  WEEKDAYS,
  type TimeRange,
  type Weekday,
  type WeeklyHours,
} from "./weekly-hours";

export { WEEKDAYS };
export type { HoursSchedule };

export type OpenStatus =
  /**
   * `exception`: the dated exception whose range holds now ("Open until 11 PM tonight – Art walk");
   * `thenUnconfirmed`: the opening runs up to a district day whose hours aren't confirmed.
   */
  | { state: "open"; closesAt: Date; exception?: HoursException; thenUnconfirmed?: DistrictDayRef }
  /** Open without a break for at least the next 8 days: in practice, always. */
  | { state: "always-open" }
  /**
   * `opensAt` is null when the schedule never opens in the next 8 days, or when a district day whose hours aren't
   * confirmed comes first (`nextUnconfirmed`). `closedToday`: today is closed by an exception ("Closed today –
   * Thanksgiving"); `nextException`: the next opening is an exception's range.
   */
  | {
      state: "closed";
      opensAt: Date | null;
      closedToday?: HoursException;
      nextException?: HoursException;
      nextUnconfirmed?: DistrictDayRef;
    }
  /** Today is a district day the listing hasn't answered: "Holiday hours not confirmed", never a guess. */
  | { state: "unconfirmed"; day: DistrictDayRef };

const DAY_MS = 86_400_000;
/** How far ahead a change is looked for; longer than a week, so a weekly schedule repeats inside it. */
export const LOOKAHEAD_MS = 8 * DAY_MS;

interface Interval {
  start: number;
  end: number;
  /** The exception the range comes from, if any. */
  exception?: HoursException;
}

interface Opening extends Interval {
  /** The ranges it is made of (ranges that overlap or touch are one opening). */
  parts: Interval[];
}

/** The instants a date's ranges are open (a range past midnight ends the next day, where it says). */
function dateIntervals(date: string, ranges: readonly TimeRange[], exception?: HoursException): Interval[] {
  const out: Interval[] = [];
  for (const range of ranges) {
    const { opens, closes } = rangeMinutes(range);
    const start = firstSiteInstant(date, opens);
    const end = firstSiteInstant(date, closes);
    // A range inside the skipped hour of the spring-forward night never happens.
    if (end > start) out.push({ start, end, ...(exception ? { exception } : {}) });
  }
  return out;
}

/**
 * The openings (merged, sorted) that start from the day before `now` to 8 days after it, each date's hours read
 * through dayHours (special-hours.ts); and the district days in that span whose hours aren't confirmed, from the
 * instant they start.
 */
function openingsAround(schedule: HoursSchedule, now: number) {
  const today = siteWallClock(now).date;
  const intervals: Interval[] = [];
  const unconfirmed: { start: number; day: DistrictDayRef }[] = [];
  for (let offset = -1; offset <= 9; offset++) {
    const date = addDays(today, offset);
    const day = dayHours(schedule, date);
    if (day.kind === "unconfirmed") unconfirmed.push({ start: firstSiteInstant(date, 0), day: day.day });
    else if (day.kind === "exception") intervals.push(...dateIntervals(date, day.ranges, day.exception));
    else if (day.kind === "regular") intervals.push(...dateIntervals(date, day.ranges));
  }
  intervals.sort((a, b) => a.start - b.start);
  const openings: Opening[] = [];
  for (const interval of intervals) {
    const last = openings[openings.length - 1];
    if (last && interval.start <= last.end) {
      last.end = Math.max(last.end, interval.end);
      last.parts.push(interval);
    } else openings.push({ ...interval, parts: [interval] });
  }
  return { openings, unconfirmed };
}

/**
 * Is the listing open at `now`, and until when; else when it opens (docs/decisions/0020-open-now.md), with its dated
 * exceptions, seasons and unanswered district days applied. The one answer every reader of hours asks.
 */
export function openStatus(schedule: HoursSchedule, now: Date): OpenStatus {
  const t = now.getTime();
  const { openings, unconfirmed } = openingsAround(schedule, t);
  const current = openings.find((o) => o.start <= t && t < o.end);
  if (current) {
    if (current.end - t >= LOOKAHEAD_MS) return { state: "always-open" };
    const exception = current.parts.find((p) => p.start <= t && t < p.end && p.exception)?.exception;
    const then = unconfirmed.find((u) => u.start === current.end)?.day;
    return {
      state: "open",
      closesAt: new Date(current.end),
      ...(exception ? { exception } : {}),
      ...(then ? { thenUnconfirmed: then } : {}),
    };
  }
  const today = dayHours(schedule, siteWallClock(t).date);
  if (today.kind === "unconfirmed") return { state: "unconfirmed", day: today.day };
  const next = openings.find((o) => o.start > t && o.start - t < LOOKAHEAD_MS);
  const closedToday = today.kind === "exception" && today.ranges.length === 0 ? today.exception : undefined;
  const unknown = unconfirmed.find((u) => u.start > t);
  if (unknown && (!next || unknown.start <= next.start)) {
    return { state: "closed", opensAt: null, ...(closedToday ? { closedToday } : {}), nextUnconfirmed: unknown.day };
  }
  return {
    state: "closed",
    opensAt: next ? new Date(next.start) : null,
    ...(closedToday ? { closedToday } : {}),
    ...(next?.exception ? { nextException: next.exception } : {}),
  };
}

/** For the directory's "Open now" filter: without structured hours a business can't be known to be open. */
export function isOpenNow(schedule: HoursSchedule, now: Date): boolean {
  if (!opensSomeDay(schedule.hours)) return false;
  const state = openStatus(schedule, now).state;
  return state === "open" || state === "always-open";
}

/** A date's ranges as minutes after its midnight (past 1440 after midnight), or null when its hours aren't known. */
function dayMinutes(schedule: HoursSchedule, date: string) {
  const day = dayHours(schedule, date);
  return day.kind === "regular" || day.kind === "exception" ? day.ranges.map(rangeMinutes) : null;
}

/**
 * Until when (minutes after that date's midnight, past 1440 for after midnight) a business is open at `minutes` on a
 * date, counting the day before's range that passes midnight; null when it is closed then, or that date's hours
 * aren't known (no week, or an unanswered district day). With `minutes` 20:00 this is /this-week's "Open late"
 * (docs/product.md#this-week).
 */
export function openUntil(schedule: HoursSchedule, date: string, minutes: number): number | null {
  const today = dayMinutes(schedule, date);
  if (today === null) return null;
  const yesterday = dayMinutes(schedule, addDays(date, -1)) ?? [];
  const spans = [...yesterday.map((r) => ({ opens: r.opens - 1440, closes: r.closes - 1440 })), ...today].sort(
    (a, b) => a.opens - b.opens,
  );
  let until: number | null = null;
  for (const span of spans) {
    // Ranges that touch or overlap are one opening, so "until" follows them.
    if (until === null ? span.opens <= minutes && minutes < span.closes : span.opens <= until) {
      until = Math.max(until ?? span.closes, span.closes);
    }
  }
  return until;
}

/** A range as schema.org writes it: open 24 hours is 00:00–23:59 (00:00–00:00 would read as closed all day). */
function specRange(range: TimeRange): { opens: string; closes: string } {
  const { opens, closes } = rangeMinutes(range);
  return closes - opens === 1440 && opens === 0 ? { opens: "00:00", closes: "23:59" } : range;
}

const CLOSED_ALL_DAY = { opens: "00:00", closes: "00:00" };

/** schema.org openingHoursSpecification: one entry per range of each group of days with the same hours. */
export function openingHoursSpecification(hours: WeeklyHours): Record<string, unknown>[] {
  return sameHoursGroups(hours).flatMap((group) =>
    group.ranges.map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: group.days.map((d) => LONG_WEEKDAYS[WEEKDAYS.indexOf(d)]!),
      ...specRange(range),
    })),
  );
}

/**
 * schema.org specialOpeningHoursSpecification for the days that aren't the regular week, from `today` on: each
 * exception (closed all day as 00:00–00:00, as Google reads it), and each season's week for its dates. An exception
 * confirming the usual hours and an unanswered district day say nothing: search engines keep the week.
 */
export function specialOpeningHoursSpecification(schedule: HoursSchedule, today: string): Record<string, unknown>[] {
  if (!opensSomeDay(schedule.hours)) return [];
  const spec = (from: string, to: string, range: { opens: string; closes: string }, days?: Weekday[]) => ({
    "@type": "OpeningHoursSpecification",
    ...(days ? { dayOfWeek: days.map((d) => LONG_WEEKDAYS[WEEKDAYS.indexOf(d)]!) } : {}),
    ...range,
    validFrom: from,
    validThrough: to,
  });
  const seasons = comingSeasons(schedule, today).flatMap((season) => {
    const closedDays = WEEKDAYS.filter((d) => season.hours[d].length === 0);
    return [
      ...sameHoursGroups(season.hours).flatMap((g) =>
        g.ranges.map((r) => spec(season.from, season.to, specRange(r), g.days)),
      ),
      ...(closedDays.length ? [spec(season.from, season.to, CLOSED_ALL_DAY, closedDays)] : []),
    ];
  });
  const exceptions = (schedule.exceptions ?? [])
    .filter((e) => e.date >= today && e.kind !== "usual")
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((e) =>
      e.kind === "closed"
        ? [spec(e.date, e.date, CLOSED_ALL_DAY)]
        : e.ranges.map((r) => spec(e.date, e.date, specRange(r))),
    );
  return [...seasons, ...exceptions];
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
