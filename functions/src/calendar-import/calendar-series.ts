/**
 * A repeating VEVENT (RRULE, RDATE, EXDATE and its RECURRENCE-ID instances) read into its dates on the site's clock
 * over the window (today to a year on), then stored either as one series — when the site's rule model gives the same
 * dates at the same time (docs/product.md#recurring-events) — or as those dates, one event each.
 */
import { Series } from "@main-street/domain/recurrence";
import { buildRepeatRule, parseRepeatRule, type RepeatRule } from "@main-street/domain/repeat-rule";
import type { EventOverride } from "@main-street/domain/event";
import { timeAt, type SourceEvent } from "./calendar-events";
import { DAY_CODES, readRule, type SourceRule } from "./calendar-rule";
import { dayNumber, isoDay, readDateList, type DateValue } from "./calendar-values";
import type { Wall, Zones } from "./calendar-zones";
import { expandRule, type ExpansionBudget, type RuleDate } from "./rule-expansion";

export interface ImportWindow {
  today: string;
  /** The window's last day: a year after today. */
  end: string;
  budget: ExpansionBudget;
  /** Most dates one repeating event gives as single events. */
  maxDates: number;
}

/** A date of a repeating event on the site's clock. */
interface Occurrence {
  /** Its identity: the date and time the rule (or an RDATE) gives; a changed date's RECURRENCE-ID. */
  original: Wall;
  /** The changed date's VEVENT, when there is one. */
  instance: SourceEvent | null;
  /** EXDATE: not a date at the source; a skipped date in a series. */
  excluded: boolean;
  /** Given by the rule (not an RDATE). */
  fromRule: boolean;
}

interface Dates {
  rule: SourceRule | null;
  /** UNTIL on the clock of DTSTART's zone. */
  until: Wall | null;
  /** The dates in the window (and changed dates from before it), in order. */
  occurrences: Occurrence[];
  /** More dates in the window than maxDates. */
  truncated: boolean;
  /** Every EXDATE, RDATE and changed date (RECURRENCE-ID) on the site's clock, in the window or not. */
  excluded: Wall[];
  extra: Wall[];
  changed: { original: Wall; instance: SourceEvent }[];
}

export type Reading = ({ ok: true } & Dates) | { ok: false; error: string };

const sameTime = (a: Wall, b: Wall) => a.date === b.date && a.minutes === b.minutes;

/** The dates of a repeating event in the window, with its exceptions and changed dates attached. */
export function readOccurrences(
  master: SourceEvent,
  instances: SourceEvent[],
  zones: Zones,
  window: ImportWindow,
): Reading {
  const { start } = master;
  const from = dayNumber(window.today) - 2; // a day either side: a zone's dates may land a day off the site's
  const to = dayNumber(window.end) + 2;
  const onSite = (d: RuleDate): Wall => zones.toSite({ ...start, date: isoDay(d.day), minutes: d.minutes });
  const rrule = master.block.props.get("rrule")?.[0];
  let rule: SourceRule | null = null;
  let until: Wall | null = null;
  let dates: RuleDate[] = [{ day: dayNumber(start.date), minutes: start.minutes }];
  let truncated = false;
  if (rrule) {
    const read = readRule(rrule.raw);
    if (!read.ok) return read;
    rule = read.rule;
    until = rule.until && zones.toZoneOf(rule.until, start);
    const limit = until && { day: dayNumber(until.date), minutes: until.minutes };
    const bounds = { from, to, until: limit, max: window.maxDates + 4 };
    const expansion = expandRule(rule, { day: dayNumber(start.date), minutes: start.minutes }, bounds, window.budget);
    if (expansion.exhausted) return { ok: false, error: "its repeat rule takes too long to read" };
    ({ dates, truncated } = expansion);
  }
  const byKey = new Map<string, Occurrence>();
  const add = (original: Wall, fromRule: boolean) => {
    const key = `${original.date}|${original.minutes}`;
    if (!byKey.has(key)) byKey.set(key, { original, instance: null, excluded: false, fromRule });
  };
  for (const d of dates) add(onSite(d), true);
  const inReach = (wall: Wall) => dayNumber(wall.date) >= from && dayNumber(wall.date) <= to;
  // A date-only RDATE of a timed event is at the event's time; a timed one of an all-day event is its day.
  const extraOnSite = (value: DateValue): Wall =>
    value.minutes === null && start.minutes !== null
      ? onSite({ day: dayNumber(value.date), minutes: start.minutes })
      : zones.toSite(start.minutes === null ? { ...value, minutes: null } : value);
  const extra = readDateList(master.block.props.get("rdate")).dates.slice(0, 1000).map(extraOnSite);
  for (const wall of extra) if (inReach(wall)) add(wall, false);
  const all = [...byKey.values()];
  const onDay = new Map<string, Occurrence[]>();
  for (const o of all) onDay.set(o.original.date, [...(onDay.get(o.original.date) ?? []), o]);
  // A date-only EXDATE of a timed event names its day, as any EXDATE of an all-day one does.
  const excluded = readDateList(master.block.props.get("exdate"))
    .dates.slice(0, 5000)
    .map((v) => zones.toSite(v));
  for (const wall of excluded)
    for (const o of onDay.get(wall.date) ?? [])
      if (wall.minutes === null || o.original.minutes === null || sameTime(o.original, wall)) o.excluded = true;
  const changed = instances.map((instance) => ({ original: zones.toSite(instance.recurrenceId!), instance }));
  for (const { original, instance } of changed) {
    // A changed date that isn't one of the event's dates is ignored (RFC 5545 3.8.4.4).
    const o = byKey.get(`${original.date}|${original.minutes}`) ?? onDay.get(original.date)?.[0];
    if (o && !o.instance) o.instance = instance;
  }
  const occurrences = all
    .filter((o) => o.original.date <= window.end && (o.original.date >= window.today || o.instance))
    .sort((a, b) => compareWalls(a.original, b.original));
  return { ok: true, rule, until, occurrences, truncated, excluded, extra, changed };
}

function compareWalls(a: Wall, b: Wall): number {
  return a.date.localeCompare(b.date) || (a.minutes ?? -1) - (b.minutes ?? -1);
}

/** The site's rule for a source rule, when there is one that reads the same (checked against the dates after). */
function siteRule(rule: SourceRule, start: DateValue, until: Wall | null): RepeatRule | null {
  const hour = start.minutes === null ? null : Math.floor(start.minutes / 60);
  const minute = start.minutes === null ? null : start.minutes % 60;
  const one = (list: number[], value: number | null) => list.length === 0 || (list.length === 1 && list[0] === value);
  if (!one(rule.byHour, hour) || !one(rule.byMinute, minute) || rule.byYearDay.length) return null;
  const [, month, day] = start.date.split("-").map(Number);
  const weekdays = [...new Set(rule.byDay.map((d) => DAY_CODES[d.day]!))];
  const parts = [`FREQ=${rule.freq}`];
  const monthParts = rule.byMonth.length > 0;
  switch (rule.freq) {
    case "DAILY": // every day on chosen weekdays is a weekly rule
      if (monthParts || rule.byMonthDay.length || rule.bySetPos.length) return null;
      if (weekdays.length) {
        if (rule.interval !== 1) return null;
        parts[0] = "FREQ=WEEKLY";
        parts.push(`BYDAY=${weekdays.join(",")}`);
      }
      break;
    case "WEEKLY":
      if (monthParts || rule.bySetPos.length) return null;
      // WKST changes which days share a week only for several weekdays every N weeks.
      if (rule.interval > 1 && weekdays.length > 1 && rule.wkst !== 0) return null;
      if (weekdays.length) parts.push(`BYDAY=${weekdays.join(",")}`);
      break;
    case "MONTHLY":
      if (monthParts || (rule.byMonthDay.length && (rule.byDay.length || rule.bySetPos.length))) return null;
      if (rule.byMonthDay.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
      else if (rule.byDay.length) {
        if (weekdays.length !== 1) return null;
        const positions = rule.bySetPos.length ? rule.bySetPos : rule.byDay.map((d) => d.nth);
        if (rule.bySetPos.length && rule.byDay.some((d) => d.nth !== 0)) return null;
        parts.push(`BYDAY=${positions.map((p) => `${p}${weekdays[0]}`).join(",")}`);
      } else if (rule.bySetPos.length) return null;
      break;
    case "YEARLY":
      if (rule.byDay.length || rule.bySetPos.length || !one(rule.byMonth, month!) || !one(rule.byMonthDay, day!))
        return null;
  }
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (until) {
    // The last day whose start is at or before UNTIL.
    const early = start.minutes !== null && until.minutes !== null && until.minutes < start.minutes;
    parts.push(`UNTIL=${(early ? isoDay(dayNumber(until.date) - 1) : until.date).replace(/-/g, "")}`);
  }
  const parsed = parseRepeatRule(parts.join(";"));
  return parsed.ok ? parsed.rule : null;
}

export interface SeriesData {
  date: string;
  time: string;
  location: string;
  rrule: string;
  exdates: string[];
  rdates: string[];
  overrides: EventOverride[];
}

const MAX_SKIPPED = 200;
const MAX_EXTRA = 50;

/**
 * The series the site stores for a repeating event, or null when its rule can't say the same: a rule outside the
 * site's model, a time that moves on the site's clock (a zone with other daylight-saving dates), a first date off
 * the rule still to come, dates the site's rule would give differently, or more exceptions than a series keeps.
 */
export function asSeries(
  master: SourceEvent,
  reading: Reading & { ok: true },
  window: ImportWindow,
): SeriesData | null {
  if (!reading.rule || reading.truncated) return null;
  const rule = siteRule(reading.rule, master.start, reading.until);
  if (!rule) return null;
  const time = timeAt(master, master.startWall);
  const series = new Series(rule, { date: master.startWall.date, time, location: master.location });
  if (series.start !== master.startWall.date && (master.startWall.date >= window.today || rule.count !== null))
    return null;
  const fromRule = reading.occurrences.filter((o) => o.fromRule && o.original.date >= window.today);
  if (fromRule.some((o) => o.original.minutes !== master.startWall.minutes)) return null;
  const siteDates = series.between(window.today, window.end).map((d) => d.date);
  if (siteDates.join() !== fromRule.map((o) => o.original.date).join()) return null;
  const today = window.today;
  // The exceptions, in the window or after it: the series keeps them all (from today on).
  const extra = [...new Set(reading.extra.filter((w) => w.date >= today && !series.has(w.date)).map((w) => w.date))];
  if (reading.extra.some((w) => w.date >= today && w.minutes !== master.startWall.minutes)) return null;
  const withExtra = new Series(rule, { date: master.startWall.date, time, location: master.location, rdates: extra });
  const at = master.startWall.minutes;
  const isDate = (w: Wall) => w.date >= today && withExtra.has(w.date);
  const skips = (w: Wall) => isDate(w) && (w.minutes === null || at === null || w.minutes === at);
  const exdates = new Set(reading.excluded.filter(skips).map((w) => w.date));
  const overrides: EventOverride[] = [];
  for (const { original, instance } of reading.changed) {
    if (!withExtra.has(original.date)) continue;
    if (instance.cancelled) {
      if (original.date >= today) exdates.add(original.date);
      continue;
    }
    const moveTo = instance.startWall.date !== original.date ? instance.startWall.date : "";
    const changedTime = timeAt(instance, instance.startWall);
    const override = {
      date: original.date,
      moveTo,
      time: changedTime === time ? "" : changedTime || "All day",
      location: instance.location && instance.location !== master.location ? instance.location : "",
      note: "",
    };
    const happens = original.date >= today || moveTo >= today;
    if (happens && !exdates.has(original.date) && (override.moveTo || override.time || override.location))
      overrides.push(override);
  }
  if (exdates.size > MAX_SKIPPED || overrides.length > MAX_SKIPPED || extra.length > MAX_EXTRA) return null;
  return {
    date: master.startWall.date,
    time,
    location: master.location,
    rrule: buildRepeatRule(rule),
    exdates: [...exdates],
    rdates: extra,
    overrides,
  };
}
