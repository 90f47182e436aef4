/**
 * A repeating VEVENT (RRULE, RDATE, EXDATE and its RECURRENCE-ID instances) read into its dates on the site's clock
 * over the window (today to a year on), then stored either as one series — when the site's rule model gives the same
 * dates at the same time (series-fit.ts, docs/product.md#recurring-events) — or as those dates, one event each.
 */
import { paramOf } from "./calendar-file";
import type { SourceEvent } from "./calendar-events";
import { readRule, type SourceRule } from "./calendar-rule";
import { dayNumber, isoDay, readDateList } from "./calendar-values";
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
  /** The same in DTSTART's own zone, where EXDATE and RECURRENCE-ID are matched. */
  source: Wall;
  /** When it starts on the site's clock: `original`, or its changed date's start. */
  at: Wall;
  /** The changed date's VEVENT (its own, or a RANGE=THISANDFUTURE change from an earlier date), when there is one. */
  instance: SourceEvent | null;
  /** EXDATE: not a date at the source; a skipped date in a series. */
  excluded: boolean;
  /** Given by a rule (not an RDATE). */
  fromRule: boolean;
  /** Its own length in minutes (an RDATE PERIOD's, a changed date's); undefined: the event's. */
  length?: number | null;
}

interface Dates {
  rule: SourceRule | null;
  /** More than one RRULE, or a change to this and every later date: no series can say it. */
  irregular: boolean;
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
  /** EXDATE and RDATE values that couldn't be read. */
  unreadable: number;
}

export type Reading = ({ ok: true } & Dates) | { ok: false; error: string };

const wallKey = (w: Wall) => `${w.date}|${w.minutes}`;
const plusMinutes = (w: Wall, minutes: number): Wall => {
  if (w.minutes === null) return { date: isoDay(dayNumber(w.date) + Math.round(minutes / 1440)), minutes: null };
  const total = w.minutes + minutes;
  const days = Math.floor(total / 1440);
  return { date: isoDay(dayNumber(w.date) + days), minutes: total - days * 1440 };
};
const minutesBetween = (a: Wall, b: Wall) =>
  (dayNumber(b.date) - dayNumber(a.date)) * 1440 + ((b.minutes ?? 0) - (a.minutes ?? 0));

/**
 * The dates of a repeating event in the window (from a little before today, so a date over several days that began
 * earlier is there, to a year on), with its exceptions and changed dates attached. Every RRULE counts (RFC 5545
 * allows several); EXDATE and RECURRENCE-ID are matched in DTSTART's zone, on its day when they name a day.
 */
export function readOccurrences(
  master: SourceEvent,
  instances: SourceEvent[],
  zones: Zones,
  window: ImportWindow,
): Reading {
  const { start } = master;
  const spanDays = Math.ceil(Math.max(0, master.length ?? 0) / 1440);
  const from = dayNumber(window.today) - 2 - spanDays; // a day either side: a zone's dates may land a day off
  const to = dayNumber(window.end) + 2;
  const onSite = (w: Wall): Wall => zones.toSite({ ...start, date: w.date, minutes: w.minutes });
  const rules: SourceRule[] = [];
  for (const line of master.block.props.get("rrule") ?? []) {
    if (line.raw.trim() === "") continue; // "RRULE:" (a holiday feed): no rule
    const read = readRule(line.raw);
    if (!read.ok) return read;
    rules.push(read.rule);
  }
  const rule = rules[0] ?? null;
  const until = rule?.until ? zones.toZoneOf(rule.until, start) : null;
  const startDay = { day: dayNumber(start.date), minutes: start.minutes };
  let sourceDates: RuleDate[] = rules.length ? [] : [startDay];
  let truncated = false;
  const expand = (r: SourceRule, lo: number, hi: number) => {
    const end = r.until ? zones.toZoneOf(r.until, start) : null;
    const limit = end && { day: dayNumber(end.date), minutes: end.minutes };
    return expandRule(r, startDay, { from: lo, to: hi, until: limit, max: window.maxDates + 4 }, window.budget);
  };
  for (const r of rules) {
    const expansion = expand(r, from, to);
    if (expansion.exhausted) return { ok: false, error: "its repeat rule takes too long to read" };
    sourceDates.push(...expansion.dates);
    truncated ||= expansion.truncated;
  }
  if (rules.length > 1) sourceDates = sourceDates.sort((a, b) => a.day - b.day || (a.minutes ?? 0) - (b.minutes ?? 0));

  const byKey = new Map<string, Occurrence>();
  const add = (source: Wall, fromRule: boolean, length?: number | null): Occurrence => {
    const key = wallKey(source);
    let o = byKey.get(key);
    if (!o) {
      const original = onSite(source);
      o = { original, source, at: original, instance: null, excluded: false, fromRule, length };
      byKey.set(key, o);
    }
    return o;
  };
  for (const d of sourceDates) add({ date: isoDay(d.day), minutes: d.minutes }, true);
  const inReach = (w: Wall) => dayNumber(w.date) >= from && dayNumber(w.date) <= to;
  // A date-only RDATE of a timed event is at the event's time; a timed one of an all-day event is its day.
  const rdates = readDateList(master.block.props.get("rdate"));
  const extraSource = rdates.dates.slice(0, 1000).map((value) => {
    const source =
      value.minutes === null && start.minutes !== null
        ? { date: value.date, minutes: start.minutes }
        : zones.toZoneOf(value, start);
    const end = value.periodEnd ? zones.toZoneOf(value.periodEnd, start) : null;
    const length = end && source.minutes !== null ? minutesBetween(source, end) : (value.periodMinutes ?? undefined);
    return { source, length: length !== undefined && length > 0 ? length : undefined };
  });
  for (const { source, length } of extraSource) if (inReach(source)) add(source, false, length);
  const onDay = new Map<string, Occurrence[]>();
  for (const o of byKey.values()) onDay.set(o.source.date, [...(onDay.get(o.source.date) ?? []), o]);
  const exdates = readDateList(master.block.props.get("exdate"));
  const excludedSource = exdates.dates
    .slice(0, 5000)
    .map((v) => ({ wall: zones.toZoneOf(v, start), day: v.minutes === null }));

  /** The occurrence a RECURRENCE-ID names: in the window, or a date of a rule or an RDATE outside it. */
  const named = (source: Wall): Occurrence | null => {
    const found = byKey.get(wallKey(source)) ?? onDay.get(source.date)?.[0];
    if (found) return found;
    const day = dayNumber(source.date);
    const ruled = rules.some((r) =>
      expand(r, day, day).dates.some((d) => d.day === day && (d.minutes === source.minutes || d.minutes === null)),
    );
    const listed = extraSource.find((x) => wallKey(x.source) === wallKey(source));
    if (!ruled && !listed && !(day === startDay.day && rules.length === 0)) return null;
    return add(source, ruled, listed?.length);
  };
  const changed = instances.map((instance) => {
    const source = zones.toZoneOf(instance.recurrenceId!, start);
    return { source, original: onSite(source), instance };
  });
  let irregular = rules.length > 1;
  const ranges: { source: Wall; shift: number; instance: SourceEvent }[] = [];
  for (const change of changed) {
    // A changed date that isn't one of the event's dates is ignored (RFC 5545 3.8.4.4).
    const o = named(change.source);
    if (!o || o.instance) continue;
    o.instance = change.instance;
    o.at = change.instance.startWall;
    o.length = change.instance.length;
    const range = paramOf(change.instance.block.props.get("recurrence-id")?.[0], "range").toUpperCase();
    if (range === "THISANDFUTURE") {
      const moved = zones.toZoneOf(change.instance.start, start);
      ranges.push({ source: change.source, shift: minutesBetween(change.source, moved), instance: change.instance });
    }
  }
  // Skipped dates, matched once every date is known (a changed date from long ago is added above).
  const byDay = new Map<string, Occurrence[]>();
  for (const o of byKey.values()) byDay.set(o.source.date, [...(byDay.get(o.source.date) ?? []), o]);
  for (const { wall, day } of excludedSource)
    for (const o of byDay.get(wall.date) ?? [])
      if (day || wall.minutes === null || o.source.minutes === null || wallKey(o.source) === wallKey(wall))
        o.excluded = true;
  const all = [...byKey.values()].sort((a, b) => compareWalls(a.source, b.source));
  for (const range of ranges.sort((a, b) => compareWalls(a.source, b.source))) {
    irregular = true;
    for (const o of all) {
      if (compareWalls(o.source, range.source) <= 0 || (o.instance && !ranges.some((r) => r.instance === o.instance)))
        continue;
      o.instance = range.instance;
      o.at = onSite(plusMinutes(o.source, range.shift));
      o.length = range.instance.length;
    }
  }
  const occurrences = all
    .filter((o) => o.original.date <= window.end || o.at.date <= window.end)
    .sort((a, b) => compareWalls(a.original, b.original));
  // A day named for a timed event is its date at the event's time, on the site's clock.
  const toSite = (w: Wall) =>
    start.minutes === null
      ? { date: w.date, minutes: null }
      : onSite(w.minutes === null ? { ...w, minutes: start.minutes } : w);
  return {
    ok: true,
    rule,
    irregular,
    until,
    occurrences,
    truncated,
    excluded: excludedSource.map(({ wall }) => toSite(wall)),
    extra: extraSource.map(({ source }) => toSite(source)),
    changed: changed.map(({ original, instance }) => ({ original, instance })),
    unreadable: rdates.bad + exdates.bad,
  };
}

function compareWalls(a: Wall, b: Wall): number {
  return a.date.localeCompare(b.date) || (a.minutes ?? -1) - (b.minutes ?? -1);
}
