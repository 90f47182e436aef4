/**
 * Date, date-time and duration values of a calendar file (RFC 5545 3.3.4, 3.3.5, 3.3.6), read from the value text
 * and checked (ical.js passes "20261345T250000" through as it is), and the site's time text for a clock range.
 */
import type { Property } from "./calendar-file";

/** A date or date-time as written: its calendar date, minutes after midnight (null: a date), and its zone. */
export interface DateValue {
  date: string;
  minutes: number | null;
  /** Written in UTC ('Z'). */
  utc: boolean;
  /** The TZID parameter ('' for none: floating, or UTC). */
  tzid: string;
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/i;

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, and back: plain arithmetic (H. Hinnant's days_from_civil),
 * since the rule expander looks at up to millions of days. Years from 1 on, so every quotient is non-negative and
 * `x / y | 0` is its floor (Math.floor costs 30 times more under jest's sandbox, where the fuzz suites run).
 */
export function dayNumberOf(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = (year / 400) | 0;
  const yoe = year - era * 400;
  const doy = (((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) | 0) + d - 1;
  return era * 146097 + yoe * 365 + ((yoe / 4) | 0) - ((yoe / 100) | 0) + doy - 719468;
}

/** [year, month, day] of a day number (from 0001-01-01 on). */
export function civil(day: number): [number, number, number] {
  const z = day + 719468;
  const era = (z / 146097) | 0;
  const doe = z - era * 146097;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36524) | 0) - ((doe / 146096) | 0)) / 365) | 0;
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0));
  const mp = ((5 * doy + 2) / 153) | 0;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, doy - (((153 * mp + 2) / 5) | 0) + 1];
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return dayNumberOf(y, m, d);
}

export function isoDay(day: number): string {
  const [y, m, d] = civil(day);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: number): number {
  return (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]!;
}

export function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** One value ("20260704", "20260704T190000", "20260704T020000Z"), or null when it isn't a real date and time. */
export function readDateValue(text: string, tzid: string): DateValue | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [number, ...number[]];
  if (y < 1 || mo! < 1 || mo! > 12 || d! < 1 || d! > daysInMonth(y, mo!)) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined) return { date, minutes: null, utc: false, tzid: "" };
  if (h! > 23 || mi! > 59 || s! > 60) return null; // 60: a leap second
  const utc = m[7] !== undefined && m[7] !== "";
  return { date, minutes: h! * 60 + mi!, utc, tzid: utc ? "" : tzid };
}

function tzidOf(property: Property): string {
  const value = property.params.tzid;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.trim() : "";
}

/** A property's single date or date-time: undefined when the property is missing, null when it can't be read. */
export function readDateProperty(property: Property | undefined): DateValue | null | undefined {
  if (!property) return undefined;
  return readDateValue(property.raw, tzidOf(property));
}

/** A date of an RDATE or EXDATE list; a PERIOD's (RFC 5545 3.3.9) with its end or its length. */
export interface ListedValue extends DateValue {
  periodEnd?: DateValue;
  periodMinutes?: number;
}

/** Every readable date of EXDATE or RDATE lines; unreadable ones are counted in `bad`. */
export function readDateList(properties: Property[] | undefined): { dates: ListedValue[]; bad: number } {
  const dates: ListedValue[] = [];
  let bad = 0;
  for (const property of properties ?? []) {
    for (const item of property.raw.split(",")) {
      if (item.trim() === "") continue;
      const [from = "", to] = item.split("/");
      const value: ListedValue | null = readDateValue(from, tzidOf(property));
      if (!value) {
        bad += 1;
        continue;
      }
      if (to !== undefined && value.minutes !== null) {
        const end = /^[+-]?P/i.test(to.trim()) ? null : readDateValue(to, tzidOf(property));
        const minutes = end ? null : readDuration(to);
        if (end && end.minutes !== null) value.periodEnd = end;
        else if (minutes) value.periodMinutes = minutes;
      }
      dates.push(value);
    }
  }
  return { dates, bad };
}

const DURATION = /^\+?P(?:(\d{1,6})W|(?:(\d{1,6})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,9})S)?)?)$/i;

/** A DURATION in whole minutes, or null (unreadable, negative or empty). */
export function readDuration(text: string): number | null {
  const m = DURATION.exec(text.trim());
  if (!m || !/\d/.test(text)) return null;
  const [w, d, h, mi, s] = [1, 2, 3, 4, 5].map((i) => Number(m[i] ?? 0)) as number[];
  return w! * 10080 + d! * 1440 + h! * 60 + mi! + Math.floor(s! / 60);
}

/** "6:00 PM", "12:00 AM" (midnight), "12:30 PM". */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const hour = Math.floor(m / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(m % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * The site's time text for a start and an end (minutes after the start day's midnight; null for none): "6:00 PM –
 * 9:00 PM", or "6:00 PM" when there's no end, or it's the start, or a day or more later (the site's times are
 * within a day; event-time.ts reads an end at or before the start as the next day's).
 */
export function timeText(start: number, end: number | null): string {
  if (end === null || end <= start || end - start >= 1440) return clockText(start);
  return `${clockText(start)} – ${clockText(end)}`;
}
