/**
 * The dates a repeat rule gives (docs/product.md#recurring-events, docs/decisions/0037-bounded-series-dates.md),
 * without a library. Each period (day, week, month or year) yields its own dates, so a window's dates are computed
 * from the window's first period, never by stepping from the series' start: the cost is the periods looked at, not
 * the distance from the start. Only a rule with COUNT needs its dates from the start, and it has at most MAX_COUNT.
 *
 * As in RFC 5545 with WKST=MO, and as calendar apps expand the feed: weeks run Monday to Sunday; a month or year
 * without the day (the 31st, February 29) has no date; the start date itself counts only when it fits the rule
 * (the API moves a series' start onto its first date, so the two agree: docs/product.md#recurring-events).
 */
import { WEEKDAYS, weekdayOf, type RepeatRule } from "./repeat-rule";

const DAY_MS = 86_400_000;
/** The last date a series may have: dates are written with four-digit years. */
const LAST_DAY = "9999-12-31";
/** Periods one search looks at before giving up: far beyond any gap a valid rule has (a rule with no dates). */
const MAX_PERIODS = 5000;

function ymd(iso: string): [number, number, number] {
  return iso.split("-").map(Number) as [number, number, number];
}

/** Days since 1970-01-01 (setUTCFullYear, so years below 100 are not read as 19xx). */
function dayNumber(y: number, m: number, d: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return Math.round(date.getTime() / DAY_MS);
}

function isoOf(day: number): string {
  const date = new Date(day * DAY_MS);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(date.getUTCFullYear(), 4)}-${p(date.getUTCMonth() + 1)}-${p(date.getUTCDate())}`;
}

function dayOf(iso: string): number {
  return dayNumber(...ymd(iso));
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]!;
}

/** The Monday of a date's week, as a day number. */
function mondayOf(day: number): number {
  return day - WEEKDAYS.indexOf(weekdayOf(isoOf(day)));
}

/** The nth (1–4, or -1 for last) weekday (0 = Monday) of a month, as a day number. */
function nthWeekday(y: number, m: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = dayNumber(y, m, 1);
    const offset = (weekday - WEEKDAYS.indexOf(weekdayOf(isoOf(first))) + 7) % 7;
    return first + offset + (nth - 1) * 7;
  }
  const last = dayNumber(y, m, daysInMonth(y, m));
  return last - ((WEEKDAYS.indexOf(weekdayOf(isoOf(last))) - weekday + 7) % 7);
}

/** A rule read for one start: its periods and what each yields. */
interface Periods {
  /** The period (0 = the start's) a date falls in. */
  indexOf(day: number): number;
  /** The rule's candidate dates in period k, ascending (before the start, UNTIL and COUNT are applied). */
  datesIn(k: number): number[];
}

function periods(start: string, rule: RepeatRule): Periods {
  const [sy, sm, sd] = ymd(start);
  const startDay = dayOf(start);
  switch (rule.freq) {
    case "DAILY":
      return { indexOf: (day) => day - startDay, datesIn: (k) => [startDay + k] };
    case "WEEKLY": {
      const monday = mondayOf(startDay);
      const days = (rule.byDay.length ? rule.byDay : [weekdayOf(start)]).map((d) => WEEKDAYS.indexOf(d));
      days.sort((a, b) => a - b);
      return {
        indexOf: (day) => Math.floor((mondayOf(day) - monday) / 7),
        datesIn: (k) => days.map((d) => monday + 7 * k + d),
      };
    }
    case "MONTHLY": {
      const weekday = rule.byDay[0] ? WEEKDAYS.indexOf(rule.byDay[0]) : -1;
      return {
        indexOf: (day) => {
          const [y, m] = ymd(isoOf(day));
          return (y - sy) * 12 + (m - sm);
        },
        datesIn: (k) => {
          const y = sy + Math.floor((sm - 1 + k) / 12);
          const m = ((((sm - 1 + k) % 12) + 12) % 12) + 1;
          const dim = daysInMonth(y, m);
          if (rule.positions.length > 0 && weekday >= 0) {
            const found = new Set(rule.positions.map((p) => nthWeekday(y, m, weekday, p)));
            const first = dayNumber(y, m, 1);
            return [...found].filter((d) => d >= first && d < first + dim).sort((a, b) => a - b);
          }
          const day = rule.monthDay ?? sd;
          return day <= dim ? [dayNumber(y, m, day)] : [];
        },
      };
    }
    case "YEARLY":
      return {
        indexOf: (day) => ymd(isoOf(day))[0] - sy,
        datesIn: (k) => (sd <= daysInMonth(sy + k, sm) ? [dayNumber(sy + k, sm, sd)] : []),
      };
  }
}

/** The compiled rule: dates from any period on, in order, within the start, UNTIL and the last writable day. */
class RuleDates {
  private readonly p: Periods;
  private readonly first: number;
  private readonly last: number;
  private counted: number[] | undefined;

  constructor(
    start: string,
    private readonly rule: RepeatRule,
  ) {
    this.p = periods(start, rule);
    this.first = dayOf(start);
    this.last = Math.min(dayOf(LAST_DAY), rule.until ? dayOf(rule.until) : Infinity);
  }

  /** Dates from period k on (k rounded up to the interval), while `take` returns true. */
  private scan(fromDay: number, take: (day: number) => boolean, backwards = false): void {
    const n = this.rule.interval;
    let k = Math.max(0, this.p.indexOf(Math.max(fromDay, this.first)));
    k = backwards ? k - (k % n) : Math.ceil(k / n) * n;
    for (let looked = 0; looked < MAX_PERIODS && k >= 0; looked++, k += backwards ? -n : n) {
      const dates = this.p.datesIn(k);
      if (backwards) dates.reverse();
      for (const day of dates) {
        if (day < this.first || day > this.last) {
          if (!backwards && day > this.last) return;
          continue;
        }
        if (backwards ? day > fromDay : day < fromDay) continue;
        if (!take(day)) return;
      }
      if (backwards ? dates.length > 0 && dates.at(-1)! < this.first : dates.length > 0 && dates[0]! > this.last)
        return;
    }
  }

  /** Every date of a rule with COUNT (at most MAX_COUNT), computed once per compiled rule. */
  private countedDates(): number[] {
    if (this.counted) return this.counted;
    const found: number[] = [];
    const count = this.rule.count ?? 0;
    this.scan(this.first, (day) => found.push(day) < count);
    this.counted = found;
    return found;
  }

  /** Up to `n` dates from `from` to `to` (inclusive) that `keep` accepts, ascending. */
  after(from: string, n: number, keep: (iso: string) => boolean = () => true, to = LAST_DAY): string[] {
    const found: string[] = [];
    const [fromDay, toDay] = [dayOf(from), dayOf(to)];
    if (n <= 0 || toDay < fromDay) return found;
    const take = (day: number) => {
      if (day > toDay) return false;
      const iso = isoOf(day);
      return !keep(iso) || found.push(iso) < n;
    };
    if (this.rule.count === null) this.scan(fromDay, take);
    else for (const day of this.countedDates()) if (day >= fromDay && !take(day)) break;
    return found;
  }

  /** Up to `n` dates on or before `to` that `keep` accepts, latest first. */
  before(to: string, n: number, keep: (iso: string) => boolean = () => true): string[] {
    const found: string[] = [];
    const toDay = Math.min(dayOf(to), this.last);
    if (n <= 0 || toDay < this.first) return found;
    if (this.rule.count !== null) {
      const all = this.countedDates();
      for (let i = all.length - 1; i >= 0 && found.length < n; i--) {
        if (all[i]! <= toDay && keep(isoOf(all[i]!))) found.push(isoOf(all[i]!));
      }
      return found;
    }
    this.scan(
      toDay,
      (day) => {
        const iso = isoOf(day);
        return !keep(iso) || found.push(iso) < n;
      },
      true,
    );
    return found;
  }

  /** Dates from `from` to `to`, both inclusive. */
  between(from: string, to: string): string[] {
    return this.after(from, Number.MAX_SAFE_INTEGER, undefined, to);
  }

  /** Whether `date` is one of the rule's dates: arithmetic for an open or UNTIL rule, the list for COUNT. */
  has(date: string): boolean {
    const day = dayOf(date);
    if (day < this.first || day > this.last) return false;
    if (this.rule.count !== null) return this.countedDates().includes(day);
    const k = this.p.indexOf(day);
    return k % this.rule.interval === 0 && this.p.datesIn(k).includes(day);
  }

  /** The last date, or null for a rule without an end (a rule with an end but no dates also gives null). */
  lastDate(): string | null {
    if (this.rule.count === null && this.rule.until === null) return null;
    return this.before(LAST_DAY, 1)[0] ?? null;
  }
}

export type { RuleDates };

/** The rule compiled for its start (cheap: no dates are computed until asked). */
export function ruleDates(start: string, rule: RepeatRule): RuleDates {
  return new RuleDates(start, rule);
}
