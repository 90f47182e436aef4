/**
 * The dates of a SourceRule (calendar-rule.ts) within a window of days, as RFC 5545 3.3.10 gives them: period by
 * period (a day, a WKST week, a month or a year), each period's days kept when they pass every BYxxx part present
 * (with DTSTART's month, day or weekday standing in when none is), then BYHOUR × BYMINUTE, then BYSETPOS. DTSTART is
 * always the first date and counts toward COUNT (RFC 5545 3.8.5.3). Without COUNT the scan starts at the window's
 * period, so a rule from long ago costs the same as a new one; with COUNT it starts at DTSTART.
 */
import type { SourceRule } from "./calendar-rule";
import { civil, dayNumberOf, daysInMonth, isLeap, weekdayIndex } from "./calendar-values";

/** A date of the rule: a day number (days since 1970-01-01) and minutes after midnight (null: all-day). */
export interface RuleDate {
  day: number;
  minutes: number | null;
}

/** Days looked at, shared by every rule of one file: a hostile file can't make the reading slow. */
export interface ExpansionBudget {
  days: number;
}

export interface Expansion {
  dates: RuleDate[];
  /** More than `max` dates in the window: the first `max` are given. */
  truncated: boolean;
  /** The budget ran out before the window's end. */
  exhausted: boolean;
}

const ymd = civil;

/** BYSETPOS: the n-th of a period's dates (negative: from its end), in order. */
function pick(set: RuleDate[], positions: number[]): RuleDate[] {
  const at = new Set(positions.map((p) => (p > 0 ? p - 1 : set.length + p)));
  return set.filter((_, i) => at.has(i));
}

const compare = (a: RuleDate, b: RuleDate) => a.day - b.day || (a.minutes ?? -1) - (b.minutes ?? -1);

/** A run of consecutive days: the first day number and how many. */
type Days = [first: number, count: number];

/** How the periods of a rule run from its start: the index of a day's period, and a period's days. */
function periodsOf(rule: SourceRule, start: number): { indexOf: (day: number) => number; days: (k: number) => Days[] } {
  const [sy, sm] = ymd(start);
  const weekStart = (day: number) => day - ((weekdayIndex(day) - rule.wkst + 7) % 7);
  const month = (y: number, m: number): Days => [dayNumberOf(y, m, 1), daysInMonth(y, m)];
  // Only the months BYMONTH names: a yearly rule like Thanksgiving looks at 30 days a year, not 365.
  const months = rule.byMonth.length
    ? [...rule.byMonth].sort((a, b) => a - b)
    : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  switch (rule.freq) {
    case "DAILY":
      return { indexOf: (day) => day - start, days: (k) => [[start + k, 1]] };
    case "WEEKLY":
      return {
        indexOf: (day) => Math.floor((weekStart(day) - weekStart(start)) / 7),
        days: (k) => [[weekStart(start) + 7 * k, 7]],
      };
    case "MONTHLY":
      return {
        indexOf: (day) => {
          const [y, m] = ymd(day);
          return (y - sy) * 12 + (m - sm);
        },
        days: (k) => {
          const index = sm - 1 + k;
          return [month(sy + Math.floor(index / 12), (((index % 12) + 12) % 12) + 1)];
        },
      };
    case "YEARLY":
      return { indexOf: (day) => ymd(day)[0] - sy, days: (k) => months.map((m) => month(sy + k, m)) };
  }
}

/** Whether a day passes every BYxxx part (after the defaults from DTSTART). */
function dayFilter(rule: SourceRule, byMonthDay: number[], byMonth: number[], byDay: SourceRule["byDay"]) {
  const nthInMonth = rule.freq === "MONTHLY" || (rule.freq === "YEARLY" && byMonth.length > 0);
  return (day: number): boolean => {
    const [y, m, d] = ymd(day);
    if (byMonth.length && !byMonth.includes(m)) return false;
    const dim = daysInMonth(y, m);
    if (byMonthDay.length && !byMonthDay.includes(d) && !byMonthDay.includes(d - dim - 1)) return false;
    const doy = day - dayNumberOf(y, 1, 1) + 1;
    const diy = isLeap(y) ? 366 : 365;
    if (rule.byYearDay.length && !rule.byYearDay.includes(doy) && !rule.byYearDay.includes(doy - diy - 1)) return false;
    if (!byDay.length) return true;
    const weekday = weekdayIndex(day);
    const [at, of] = nthInMonth ? [d, dim] : [doy, diy];
    const first = Math.ceil(at / 7);
    const last = -Math.ceil((of - at + 1) / 7);
    return byDay.some((b) => b.day === weekday && (b.nth === 0 || b.nth === first || b.nth === last));
  };
}

/**
 * The rule's dates from `start` (DTSTART) whose day lies in [from, to], up to `until` (a date and time in the
 * rule's own calendar; minutes null: the whole day) and COUNT, at most `max` of them.
 */
export function expandRule(
  rule: SourceRule,
  start: RuleDate,
  window: { from: number; to: number; until: RuleDate | null; max: number },
  budget: ExpansionBudget,
): Expansion {
  const [, sm, sd] = ymd(start.day);
  let { byMonthDay, byMonth, byDay } = rule;
  if (!rule.byYearDay.length && !byMonthDay.length && !byDay.length) {
    // No day chosen: DTSTART's (RFC 5545 3.3.10, "information not contained in the rule").
    if (rule.freq === "YEARLY" && !byMonth.length) byMonth = [sm];
    if (rule.freq === "YEARLY" || rule.freq === "MONTHLY") byMonthDay = [sd];
    if (rule.freq === "WEEKLY") byDay = [{ nth: 0, day: weekdayIndex(start.day) }];
  }
  const passes = dayFilter(rule, byMonthDay, byMonth, byDay);
  const times =
    start.minutes === null
      ? [null]
      : (rule.byHour.length ? rule.byHour : [Math.floor(start.minutes / 60)])
          .flatMap((h) => (rule.byMinute.length ? rule.byMinute : [start.minutes! % 60]).map((m) => h * 60 + m))
          .sort((a, b) => a - b);
  const { until, from, to, max } = window;
  const beyondUntil = (date: RuleDate) =>
    until !== null &&
    (date.day > until.day || (date.day === until.day && (date.minutes ?? 0) > (until.minutes ?? 1440)));
  const result: Expansion = { dates: [], truncated: false, exhausted: false };
  const take = (date: RuleDate): boolean => {
    if (date.day < from) return true;
    if (date.day > to) return false;
    if (result.dates.length === max) {
      result.truncated = true;
      return false;
    }
    result.dates.push(date);
    return true;
  };
  if (beyondUntil(start) || !take(start)) return result;
  let counted = 1;
  const periods = periodsOf(rule, start.day);
  const n = rule.interval;
  let k = rule.count === null ? Math.max(0, periods.indexOf(Math.max(from, start.day))) : 0;
  const set: RuleDate[] = [];
  for (k = Math.ceil(k / n) * n; ; k += n) {
    const runs = periods.days(k);
    const first = runs[0]![0];
    if (first > to || (until && first > until.day)) return result;
    set.length = 0;
    for (const [from, count] of runs) {
      budget.days -= count;
      for (let day = from; day < from + count; day++)
        if (passes(day)) for (const minutes of times) set.push({ day, minutes });
    }
    if (budget.days < 0) {
      result.exhausted = true;
      return result;
    }
    const chosen = rule.bySetPos.length ? pick(set, rule.bySetPos) : set;
    for (const date of chosen) {
      if (compare(date, start) <= 0) continue; // before DTSTART, or DTSTART itself (already counted)
      if (beyondUntil(date)) return result;
      counted += 1;
      if (rule.count !== null && counted > rule.count) return result;
      if (!take(date)) return result;
    }
  }
}
