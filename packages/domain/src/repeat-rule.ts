/**
 * A series' repeat rule (docs/product.md#recurring-events): the RFC 5545 RRULE subset the site supports, read into
 * fields and written back in one canonical form. Library-free, so public pages can describe a rule without
 * loading the occurrence engine (recurrence.ts, server and admin only).
 *
 * Canonical form: `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SA;UNTIL=20260627` — parts in this order, INTERVAL only when
 * above 1, UNTIL as a date in America/Los_Angeles (the last day an occurrence may fall on).
 */
import { todayInSiteZone, toLongDate } from "./dates";
import { formatEventTime } from "./time-format";

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const REPEAT_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** 1–4 for "first"–"fourth", -1 for "last". */
export type WeekdayPosition = 1 | 2 | 3 | 4 | -1;
const POSITIONS: readonly WeekdayPosition[] = [1, 2, 3, 4, -1];

/** First to fourth, then last: the order the rule is written and described in. */
export function sortPositions(positions: readonly WeekdayPosition[]): WeekdayPosition[] {
  return POSITIONS.filter((p) => positions.includes(p));
}

export interface RepeatRule {
  freq: RepeatFrequency;
  /** Every N days/weeks/months/years, 1–99. */
  interval: number;
  /** WEEKLY: the chosen weekdays (empty: the start date's weekday). MONTHLY by position: exactly one. */
  byDay: Weekday[];
  /** MONTHLY: "on day 15". */
  monthDay: number | null;
  /** MONTHLY: "on the first and third Thursday" (with one weekday in byDay), ascending, last (-1) at the end. */
  positions: WeekdayPosition[];
  /** Ends after N occurrences. */
  count: number | null;
  /** Ends on this YYYY-MM-DD (inclusive). */
  until: string | null;
}

export const MAX_INTERVAL = 99;
export const MAX_COUNT = 1000;
/** A series' dates have pages (?date=) up to this many years after today (docs/product.md#recurring-events). */
export const PAGE_HORIZON_YEARS = 10;
/** The site's WKST: weeks start on Monday (an "every 2 weeks" rule counts weeks from Monday to Sunday). */
export const WEEK_START: Weekday = "MO";

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};

const POSITION_NAMES: Record<string, string> = {
  "1": "first",
  "2": "second",
  "3": "third",
  "4": "fourth",
  "-1": "last",
};

const FREQ_UNITS: Record<RepeatFrequency, string> = { DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" };

const TOO_OFTEN = new Set(["HOURLY", "MINUTELY", "SECONDLY"]);

export type RepeatRuleResult = { ok: true; rule: RepeatRule } | { ok: false; error: string };

function fail(error: string): RepeatRuleResult {
  return { ok: false, error };
}

const WHOLE = /^[1-9]\d{0,3}$/;

/** UNTIL: a date (20260627) or a date-time; a UTC date-time is read on the site's calendar. */
function readUntil(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, z] = m;
  const date = `${y}-${mo}-${d}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  if (h !== undefined && z === "Z") {
    const instant = new Date(`${date}T${h}:${mi}:${s}Z`);
    return Number.isNaN(instant.getTime()) ? null : todayInSiteZone(instant);
  }
  return date;
}

/**
 * Reads an RRULE ('RRULE:' prefix optional) into a rule, refusing anything outside the supported subset with a
 * message for the form. A UTC UNTIL is read as the site's calendar date at that instant.
 */
export function parseRepeatRule(text: string): RepeatRuleResult {
  const body = text.trim().replace(/^RRULE:/i, "");
  if (!body) return fail("Choose how the event repeats");
  if (body.length > 200 || /[\r\n]/.test(body)) return fail("That repeat rule isn't one the site supports");
  const parts = new Map<string, string>();
  for (const part of body.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) return fail("That repeat rule isn't one the site supports");
    const key = part.slice(0, eq).toUpperCase();
    if (parts.has(key)) return fail(`The repeat rule names ${key} twice`);
    parts.set(key, part.slice(eq + 1).toUpperCase());
  }
  const freqText = parts.get("FREQ");
  if (!freqText) return fail("Choose how often the event repeats");
  if (TOO_OFTEN.has(freqText)) return fail("A series can't repeat more often than once a day");
  if (!(REPEAT_FREQUENCIES as readonly string[]).includes(freqText)) return fail("Choose how often the event repeats");
  const freq = freqText as RepeatFrequency;
  const rule: RepeatRule = { freq, interval: 1, byDay: [], monthDay: null, positions: [], count: null, until: null };
  const known = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYSETPOS", "COUNT", "UNTIL", "WKST"]);
  for (const key of parts.keys()) {
    if (!known.has(key)) return fail(`The site's repeat rules don't use ${key.slice(0, 20)}`);
  }
  if (parts.has("WKST") && parts.get("WKST") !== "MO") return fail("Weeks start on Monday");

  const interval = parts.get("INTERVAL");
  if (interval !== undefined) {
    if (!WHOLE.test(interval) || Number(interval) > MAX_INTERVAL)
      return fail(`Repeat every 1 to ${MAX_INTERVAL} ${FREQ_UNITS[freq]}s`);
    rule.interval = Number(interval);
  }
  const count = parts.get("COUNT");
  const until = parts.get("UNTIL");
  if (count !== undefined && until !== undefined)
    return fail("A series ends on a date or after a number of times, not both");
  if (count !== undefined) {
    if (!WHOLE.test(count) || Number(count) > MAX_COUNT) return fail(`End after 1 to ${MAX_COUNT} times`);
    rule.count = Number(count);
  }
  if (until !== undefined) {
    rule.until = readUntil(until);
    if (!rule.until) return fail("Enter the end date like 2026-06-27");
  }

  const byDayText = parts.get("BYDAY");
  const setPosText = parts.get("BYSETPOS");
  const monthDayText = parts.get("BYMONTHDAY");
  const days: { pos: number | null; day: Weekday }[] = [];
  if (byDayText !== undefined) {
    for (const item of byDayText.split(",")) {
      const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
      if (!m) return fail("Choose weekdays from Monday to Sunday");
      days.push({ pos: m[1] === undefined ? null : Number(m[1]), day: m[2] as Weekday });
    }
  }
  if (freq === "WEEKLY") {
    if (monthDayText !== undefined || setPosText !== undefined || days.some((d) => d.pos !== null))
      return fail("A weekly series repeats on chosen weekdays");
    rule.byDay = WEEKDAYS.filter((w) => days.some((d) => d.day === w));
    return { ok: true, rule };
  }
  if (freq === "MONTHLY") {
    if (monthDayText !== undefined) {
      if (byDayText !== undefined || setPosText !== undefined)
        return fail("A monthly series repeats on a day of the month or on a weekday, not both");
      if (!/^\d{1,2}$/.test(monthDayText) || Number(monthDayText) < 1 || Number(monthDayText) > 31)
        return fail("Choose a day of the month from 1 to 31");
      rule.monthDay = Number(monthDayText);
      return { ok: true, rule };
    }
    if (byDayText !== undefined) {
      const day = days[0]!.day;
      if (days.some((d) => d.day !== day)) return fail("A monthly series repeats on one weekday of the month");
      let positions = days.map((d) => d.pos);
      if (setPosText !== undefined) {
        if (days.length !== 1 || positions[0] !== null || !/^-?\d(,-?\d){0,4}$/.test(setPosText))
          return fail("Choose first, second, third, fourth or last");
        positions = setPosText.split(",").map(Number);
      }
      const allowed = new Set<number>(POSITIONS);
      if (positions.some((p) => p === null || !allowed.has(p)))
        return fail("Choose first, second, third, fourth or last");
      if (new Set(positions).size !== positions.length) return fail("Choose each week of the month once");
      rule.positions = sortPositions(positions as WeekdayPosition[]);
      rule.byDay = [day];
      return { ok: true, rule };
    }
    if (setPosText !== undefined) return fail("Choose first, second, third, fourth or last");
    return { ok: true, rule };
  }
  // DAILY and YEARLY repeat on the start date's pattern.
  if (byDayText !== undefined || monthDayText !== undefined || setPosText !== undefined)
    return fail(`A ${freq === "DAILY" ? "daily" : "yearly"} series repeats on its start date's pattern`);
  return { ok: true, rule };
}

/** The canonical RRULE value (no 'RRULE:' prefix). */
export function buildRepeatRule(rule: RepeatRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.freq === "WEEKLY" && rule.byDay.length > 0)
    parts.push(`BYDAY=${WEEKDAYS.filter((w) => rule.byDay.includes(w)).join(",")}`);
  if (rule.freq === "MONTHLY" && rule.positions.length > 0 && rule.byDay[0]) {
    const day = rule.byDay[0];
    parts.push(
      `BYDAY=${sortPositions(rule.positions)
        .map((p) => `${p}${day}`)
        .join(",")}`,
    );
  }
  if (rule.freq === "MONTHLY" && rule.monthDay !== null) parts.push(`BYMONTHDAY=${rule.monthDay}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replace(/-/g, "")}`);
  return parts.join(";");
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(isoDate: string): Weekday {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(day + 6) % 7]!;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** 'Every Saturday', 'Every 2 weeks on Monday and Friday', 'Monthly on the first Friday', 'Every year on July 4'. */
function patternInWords(rule: RepeatRule, startDate: string): string {
  const n = rule.interval;
  const every = (unit: string) => (n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`);
  switch (rule.freq) {
    case "DAILY":
      return n === 1 ? "Every day" : `Every ${n} days`;
    case "WEEKLY": {
      const days = (rule.byDay.length ? rule.byDay : [weekdayOf(startDate)]).map((d) => WEEKDAY_NAMES[d]);
      if (days.length === 7 && n === 1) return "Every day";
      return n === 1 ? `Every ${list(days)}` : `Every ${n} weeks on ${list(days)}`;
    }
    case "MONTHLY": {
      const prefix = n === 1 ? "Monthly" : every("month");
      if (rule.positions.length > 0 && rule.byDay[0]) {
        const which = list(sortPositions(rule.positions).map((p) => POSITION_NAMES[String(p)]!));
        return `${prefix} on the ${which} ${WEEKDAY_NAMES[rule.byDay[0]]}`;
      }
      const day = rule.monthDay ?? Number(startDate.slice(8, 10));
      return `${prefix} on the ${ordinal(day)}`;
    }
    case "YEARLY": {
      const monthDay = toLongDate(startDate).replace(/,\s*\d{4}$/, "");
      return `${n === 1 ? "Every year" : every("year")} on ${monthDay}`;
    }
  }
}

/** "Every Saturday, 8 AM – 12 PM, until June 27, 2026" (docs/product.md#recurring-events). */
export function describeRepeatRule(rule: RepeatRule, startDate: string, time?: string | null): string {
  const parts = [patternInWords(rule, startDate)];
  const clock = formatEventTime(time);
  if (clock) parts.push(clock);
  if (rule.until) parts.push(`until ${toLongDate(rule.until)}`);
  else if (rule.count !== null) parts.push(rule.count === 1 ? "once" : `${rule.count} times`);
  return parts.join(", ");
}
