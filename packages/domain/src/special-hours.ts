/**
 * Special hours on top of the week (docs/product.md#hours, docs/decisions/0080-special-hours.md): dated exceptions
 * (closed all day, other ranges, or the usual hours confirmed for a district day), seasons with a week of their own,
 * and the district days a listing hasn't answered. `dayHours` says which hours hold on a date; opening-hours.ts reads
 * every date through it, so Open now, Open late, the week's table and the JSON-LD agree. Zod-free.
 */
import { addDays } from "./dates";
import { weekdayOf } from "./site-clock";
import { opensSomeDay, WEEKDAYS, type TimeRange, type WeeklyHours } from "./weekly-hours";

/** `closed`: closed all day; `open`: its own ranges; `usual`: the regular hours, confirmed for that day. */
export const EXCEPTION_KINDS = ["closed", "open", "usual"] as const;
type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** One dated day (YYYY-MM-DD on the site's clock). A range past midnight ends the next day; that day keeps its own. */
export interface HoursException {
  date: string;
  kind: ExceptionKind;
  /** The day's ranges when `open`; empty otherwise. */
  ranges: TimeRange[];
  /** 'Thanksgiving', 'Art walk late night'; may be ''. */
  label: string;
}

/** A date range (both ends included) with its own week, e.g. summer hours; a day closed in it is closed. */
export interface Season {
  from: string;
  to: string;
  label: string;
  hours: WeeklyHours;
}

/** A day the whole district marks (Thanksgiving, Damboree): staff name it, owners answer for their listing. */
export interface DistrictDayRef {
  date: string;
  name: string;
}

/**
 * Everything the readers need to know about a listing's hours. Business and BusinessSummary carry these fields, so
 * either is a schedule. `unconfirmedDays` is never stored: the API joins the district days the listing hasn't
 * answered when it serves the listing.
 */
export interface HoursSchedule {
  hours?: WeeklyHours | null;
  exceptions?: HoursException[];
  seasons?: Season[];
  unconfirmedDays?: DistrictDayRef[];
}

/** How many exceptions and seasons a listing may keep. */
export const MAX_EXCEPTIONS = 60;
export const MAX_SEASONS = 8;

/** The hours that hold on one date, and why. */
export type DayHours =
  /** The week's hours for that weekday, or a season's (`season` is its label, '' for none). */
  | { kind: "regular"; ranges: TimeRange[]; season: Season | null }
  /** A dated exception: closed all day (no ranges) or its own ranges. */
  | { kind: "exception"; ranges: TimeRange[]; exception: HoursException }
  /** A district day the listing hasn't answered: its hours aren't known, and nothing is guessed. */
  | { kind: "unconfirmed"; day: DistrictDayRef }
  /** No structured hours at all. */
  | { kind: "unknown" };

function exceptionOn(schedule: HoursSchedule, date: string): HoursException | undefined {
  return schedule.exceptions?.find((e) => e.date === date);
}

function seasonOn(schedule: HoursSchedule, date: string): Season | null {
  return schedule.seasons?.find((s) => s.from <= date && date <= s.to) ?? null;
}

/**
 * The hours of `date`: its exception (unless it confirms the usual hours), else an unanswered district day, else a
 * season's week, else the regular week. Without a week the listing's hours are unknown, whatever else it has: special
 * hours refine a week, they don't replace it (docs/decisions/0080-special-hours.md).
 */
export function dayHours(schedule: HoursSchedule, date: string): DayHours {
  if (!opensSomeDay(schedule.hours)) return { kind: "unknown" };
  const exception = exceptionOn(schedule, date);
  if (exception && exception.kind !== "usual") {
    return { kind: "exception", ranges: exception.kind === "open" ? exception.ranges : [], exception };
  }
  if (!exception) {
    const day = schedule.unconfirmedDays?.find((d) => d.date === date);
    if (day) return { kind: "unconfirmed", day };
  }
  const season = seasonOn(schedule, date);
  const weekday = WEEKDAYS[weekdayOf(date)]!;
  return { kind: "regular", ranges: (season?.hours ?? schedule.hours)[weekday], season };
}

/** The exception, season and district-day entries that touch `from`…`to` (what a card needs around today). */
export function scheduleWithin<S extends HoursSchedule>(schedule: S, from: string, to: string): S {
  const inRange = (date: string) => from <= date && date <= to;
  return {
    ...schedule,
    exceptions: (schedule.exceptions ?? []).filter((e) => inRange(e.date)),
    seasons: (schedule.seasons ?? []).filter((s) => s.from <= to && s.to >= from),
    unconfirmedDays: (schedule.unconfirmedDays ?? []).filter((d) => inRange(d.date)),
  };
}

/** One coming special day, as lists show it: an exception or an unanswered district day. */
export type ComingDay =
  | { date: string; kind: "exception"; exception: HoursException }
  | { date: string; kind: "unconfirmed"; day: DistrictDayRef };

/** The exceptions and unanswered district days from `today` to `days` later, by date (a district day once). */
export function comingSpecialDays(schedule: HoursSchedule, today: string, days: number): ComingDay[] {
  const last = addDays(today, days);
  const within = (date: string) => today <= date && date <= last;
  const exceptions = (schedule.exceptions ?? [])
    .filter((e) => within(e.date))
    .map((exception): ComingDay => ({ date: exception.date, kind: "exception", exception }));
  const answered = new Set(exceptions.map((e) => e.date));
  const unconfirmed = (schedule.unconfirmedDays ?? [])
    .filter((d) => within(d.date) && !answered.has(d.date))
    .map((day): ComingDay => ({ date: day.date, kind: "unconfirmed", day }));
  return [...exceptions, ...unconfirmed].sort((a, b) => a.date.localeCompare(b.date));
}

/** The seasons that haven't ended by `today`, earliest first. */
export function comingSeasons(schedule: HoursSchedule, today: string): Season[] {
  return (schedule.seasons ?? []).filter((s) => s.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}

/** The district days a listing hasn't answered: those without an exception on their date. */
export function unansweredDays(
  exceptions: readonly HoursException[] | undefined,
  days: readonly DistrictDayRef[],
): DistrictDayRef[] {
  return days
    .filter((d) => !(exceptions ?? []).some((e) => e.date === d.date))
    .map(({ date, name }) => ({ date, name }));
}
