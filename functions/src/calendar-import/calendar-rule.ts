/**
 * An RRULE as RFC 5545 3.3.10 reads it (DAILY to YEARLY; BYMONTH, BYYEARDAY, BYMONTHDAY, BYDAY with positions,
 * BYSETPOS, BYHOUR, BYMINUTE, WKST), and its dates within a window. Used for the rules the site's own model can't
 * express (their dates become single events) and to check the ones it can. Not ical.js's iterator: it steps from
 * DTSTART at about 160 µs a date, never ends on a rule with no dates (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) and gave
 * wrong dates for some (docs/decisions/measurements.md#0047). Here a window costs the days in its periods, plus,
 * for a COUNT rule, the days since DTSTART, and every call draws on a budget of days looked at (rule-expansion.ts).
 */
import { readDateValue, type DateValue } from "./calendar-values";

type Frequency = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";

export interface SourceRule {
  freq: Frequency;
  interval: number;
  count: number | null;
  until: DateValue | null;
  byMonth: number[];
  byMonthDay: number[];
  byYearDay: number[];
  /** nth 0: every such weekday; day 0 = Monday … 6 = Sunday. */
  byDay: { nth: number; day: number }[];
  bySetPos: number[];
  byHour: number[];
  byMinute: number[];
  /** The week's first day, 0 = Monday. */
  wkst: number;
}

export const DAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const FREQUENCIES = new Set(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]);
const SUB_DAILY = new Set(["HOURLY", "MINUTELY", "SECONDLY"]);
const MAX_LIST = 400;

export type RuleReading = { ok: true; rule: SourceRule } | { ok: false; error: string };

function numbers(text: string, min: number, max: number, nonZero: boolean): number[] | null {
  const list = text.split(",").map((item) => (/^[+-]?\d{1,4}$/.test(item) ? Number(item) : NaN));
  const ok = list.every(
    (n) => Number.isInteger(n) && Math.abs(n) >= min && Math.abs(n) <= max && !(nonZero && n === 0),
  );
  return ok && list.length <= MAX_LIST ? list : null;
}

/** Reads an RRULE value ('FREQ=WEEKLY;BYDAY=MO,WE'), refusing what this reader doesn't, with the reason. */
export function readRule(text: string): RuleReading {
  const fail = (error: string): RuleReading => ({ ok: false, error });
  const parts = new Map<string, string>();
  for (const part of text.trim().toUpperCase().split(";")) {
    // A trailing ';', or a stray word without '=' (Google once wrote "RRULE:RRULE:AnythingRandom;FREQ=…"), as
    // calendar apps skip it.
    if (part === "" || !part.includes("=")) continue;
    const [key, value, extra] = part.split("=");
    if (!key || value === undefined || extra !== undefined || parts.has(key)) return fail("its repeat rule is broken");
    parts.set(key, value);
  }
  const freq = parts.get("FREQ") ?? "";
  if (SUB_DAILY.has(freq)) return fail("it repeats more often than once a day");
  if (!FREQUENCIES.has(freq)) return fail("its repeat rule is broken");
  const rule: SourceRule = {
    freq: freq as Frequency,
    interval: 1,
    count: null,
    until: null,
    byMonth: [],
    byMonthDay: [],
    byYearDay: [],
    byDay: [],
    bySetPos: [],
    byHour: [],
    byMinute: [],
    wkst: 0,
  };
  const lists: [string, keyof SourceRule, number, number, boolean][] = [
    ["BYMONTH", "byMonth", 1, 12, true],
    ["BYMONTHDAY", "byMonthDay", 1, 31, true],
    ["BYYEARDAY", "byYearDay", 1, 366, true],
    ["BYSETPOS", "bySetPos", 1, 366, true],
    ["BYHOUR", "byHour", 0, 23, false],
    ["BYMINUTE", "byMinute", 0, 59, false],
  ];
  for (const [key, value] of parts) {
    if (key === "FREQ" || key.startsWith("X-")) continue;
    const list = lists.find(([name]) => name === key);
    if (list) {
      const read = numbers(value, list[2], list[3], list[4]);
      if (!read) return fail(`its repeat rule's ${key} is broken`);
      (rule[list[1]] as number[]) = read;
    } else if (key === "INTERVAL" || key === "COUNT") {
      if (!/^\d{1,9}$/.test(value) || Number(value) < 1) return fail(`its repeat rule's ${key} is broken`);
      if (key === "INTERVAL") rule.interval = Math.min(Number(value), 10_000);
      else rule.count = Number(value);
    } else if (key === "UNTIL") {
      rule.until = readDateValue(value, "");
      if (!rule.until) return fail("its repeat rule's end date is broken");
    } else if (key === "WKST") {
      rule.wkst = DAY_CODES.indexOf(value);
      if (rule.wkst < 0) return fail("its repeat rule's WKST is broken");
    } else if (key === "BYDAY") {
      for (const item of value.split(",")) {
        const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
        const nth = m?.[1] ? Number(m[1]) : 0;
        if (!m || Math.abs(nth) > 53 || (m[1] && nth === 0)) return fail("its repeat rule's weekdays are broken");
        rule.byDay.push({ nth, day: DAY_CODES.indexOf(m[2]!) });
      }
    } else if (key === "BYSECOND") {
      if (!/^\d{1,2}$/.test(value)) return fail("it repeats more often than once a minute");
    } else return fail(`its repeat rule uses ${key.slice(0, 20)}, which the import doesn't read`);
  }
  if (rule.count !== null && parts.has("UNTIL")) return fail("its repeat rule has both COUNT and UNTIL");
  const positional = rule.byDay.some((d) => d.nth !== 0);
  if (positional && (rule.freq === "DAILY" || rule.freq === "WEEKLY"))
    return fail("its repeat rule's weekdays are broken");
  if (rule.byMonthDay.length && rule.freq === "WEEKLY") return fail("its repeat rule's BYMONTHDAY is broken");
  if (rule.byYearDay.length && rule.freq !== "YEARLY") return fail("its repeat rule's BYYEARDAY is broken");
  return { ok: true, rule };
}
