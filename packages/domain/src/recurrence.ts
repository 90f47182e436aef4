/**
 * A series' occurrence dates (docs/product.md#recurring-events), computed with the `rrule` library. The API and the
 * admin screens load this; public pages never do: the API sends them the dates and the rule in words.
 *
 * Dates are computed on a floating calendar (each day's midnight in UTC stands for that day in
 * America/Los_Angeles), then the event's wall-clock time is placed on each date in the site's zone
 * (event-schedule.ts), so 8 AM stays 8 AM across daylight-saving changes.
 */
import { RRule, type Options, type Weekday as RRuleWeekday } from "rrule";
import { addDays, toLongDate } from "./dates";
import type { CommunityEvent, EventOverride, SeriesView } from "./event";
import { describeRepeatRule, OPEN_SERIES_MONTHS, parseRepeatRule, type RepeatRule } from "./repeat-rule";

const RRULE_DAYS: Record<string, RRuleWeekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

const FREQS = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY } as const;

function floating(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const engines = new Map<string, RRule>();

/** The library's rule for a start date and rule (kept for reuse: the same series is read on every request). */
function engine(start: string, rule: RepeatRule): RRule {
  const key = `${start}|${rule.freq}|${rule.interval}|${rule.byDay.join()}|${rule.monthDay}|${rule.position}|${rule.count}|${rule.until}`;
  let found = engines.get(key);
  if (!found) {
    const options: Partial<Options> = {
      freq: FREQS[rule.freq],
      interval: rule.interval,
      dtstart: floating(start),
      wkst: RRule.MO,
    };
    if (rule.freq === "WEEKLY" && rule.byDay.length) options.byweekday = rule.byDay.map((d) => RRULE_DAYS[d]!);
    if (rule.freq === "MONTHLY" && rule.position !== null && rule.byDay[0])
      options.byweekday = [RRULE_DAYS[rule.byDay[0]]!.nth(rule.position)];
    if (rule.freq === "MONTHLY" && rule.monthDay !== null) options.bymonthday = [rule.monthDay];
    if (rule.count !== null) options.count = rule.count;
    if (rule.until !== null) options.until = floating(rule.until);
    found = new RRule(options);
    if (engines.size > 5000) engines.clear();
    engines.set(key, found);
  }
  return found;
}

/** Occurrence dates from `from` to `to` (both inclusive, YYYY-MM-DD), skipped dates included. */
export function occurrencesBetween(start: string, rule: RepeatRule, from: string, to: string): string[] {
  if (to < from) return [];
  return engine(start, rule).between(floating(from), floating(to), true).map(isoOf);
}

/** Up to `n` occurrence dates on or after `from`, leaving out `skip`, no later than `horizon` when given. */
export function nextOccurrences(
  start: string,
  rule: RepeatRule,
  from: string,
  n: number,
  skip: ReadonlySet<string> = new Set(),
  horizon?: string,
): string[] {
  const found: string[] = [];
  if (n <= 0) return found;
  // A rule that can produce nothing in this window stops at its own end; a yearly Feb 29 needs eight years.
  const last = horizon ?? addDays(from, 366 * 8 * rule.interval);
  engine(start, rule).between(floating(from), floating(last), true, (date) => {
    const iso = isoOf(date);
    if (!skip.has(iso)) found.push(iso);
    return found.length < n;
  });
  return found;
}

/** The first occurrence, or null when the rule yields none. */
export function firstOccurrence(start: string, rule: RepeatRule): string | null {
  return nextOccurrences(start, rule, start, 1, new Set(), rule.until ?? undefined)[0] ?? null;
}

/** The last occurrence not skipped, or null when the series never ends (or every date is skipped). */
function lastOccurrence(start: string, rule: RepeatRule, skip: ReadonlySet<string>): string | null {
  if (rule.count === null && rule.until === null) return null;
  const all = engine(start, rule).all().map(isoOf);
  for (let i = all.length - 1; i >= 0; i--) if (!skip.has(all[i]!)) return all[i]!;
  return null;
}

function isOccurrence(start: string, rule: RepeatRule, date: string): boolean {
  return occurrencesBetween(start, rule, date, date).length === 1;
}

/** Today plus the months a never-ending series is shown ahead. */
function openSeriesHorizon(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + OPEN_SERIES_MONTHS, d));
  return isoOf(end);
}

/** How many dates the event page lists ahead. */
const SHOWN_NEXT_DATES = 6;

/**
 * A stored event as the public sees it on `today`: a series becomes its next occurrence (or, once ended, its last),
 * or the occurrence on `date` when given — with that date's changed time, place and note, its rule in words and
 * its next dates. One-off events come back as stored. Null when `date` is not one of the series' dates.
 */
export function eventOccurrence(event: CommunityEvent, today: string, date?: string): CommunityEvent | null {
  const parsed = event.rrule ? parseRepeatRule(event.rrule) : null;
  if (!parsed?.ok) {
    if (date !== undefined && date !== event.date) return null;
    return { ...event, series: null, note: "" };
  }
  const rule = parsed.rule;
  const start = event.date;
  const exdates = event.exdates ?? [];
  const overrides = event.overrides ?? [];
  const skip = new Set(exdates);
  const horizon = rule.count === null && rule.until === null ? openSeriesHorizon(today) : undefined;
  const upcoming = nextOccurrences(start, rule, today < start ? start : today, SHOWN_NEXT_DATES, skip, horizon);
  const ended = upcoming.length === 0;
  let shown: string;
  if (date !== undefined) {
    if (!isOccurrence(start, rule, date)) return null;
    shown = date;
  } else {
    shown = upcoming[0] ?? lastOccurrence(start, rule, skip) ?? firstOccurrence(start, rule) ?? start;
  }
  const override: EventOverride | undefined = overrides.find((o) => o.date === shown);
  const series: SeriesView = {
    rule: event.rrule ?? "",
    text: describeRepeatRule(rule, start, event.time),
    start,
    time: event.time,
    location: event.location,
    upcoming,
    ended,
    skipped: [...exdates].sort(),
    changed: [...overrides].sort((a, b) => a.date.localeCompare(b.date)),
    shownSkipped: skip.has(shown),
  };
  return {
    ...event,
    date: shown,
    displayDate: toLongDate(shown),
    time: override?.time || event.time,
    location: override?.location || event.location,
    note: override?.note ?? "",
    series,
  };
}
