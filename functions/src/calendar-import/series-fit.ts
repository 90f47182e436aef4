/**
 * Whether a repeating event's dates (calendar-series.ts) can be stored as one of the site's series: the site's rule
 * that reads the same, checked against those dates (docs/product.md#recurring-events).
 */
import { Series } from "@main-street/domain/recurrence";
import { buildRepeatRule, parseRepeatRule, type RepeatRule } from "@main-street/domain/repeat-rule";
import type { EventOverride } from "@main-street/domain/event";
import { spanAt, timeAt, type SourceEvent } from "./calendar-events";
import { DAY_CODES, type SourceRule } from "./calendar-rule";
import type { ImportWindow, Reading } from "./calendar-series";
import { dayNumber, isoDay, type DateValue } from "./calendar-values";
import type { Wall } from "./calendar-zones";

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
  if (!reading.rule || reading.truncated || reading.irregular) return null;
  // A series' dates each last one day (docs/product.md#events-today); one over several days is single dates.
  if (spanAt(master.startWall, master.length).endDate) return null;
  if (reading.changed.some(({ instance }) => spanAt(instance.startWall, instance.length).endDate)) return null;
  if (reading.occurrences.some((o) => !o.instance && o.length !== undefined && o.length !== master.length)) return null;
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
  // A date both skipped (EXDATE) and changed is skipped, however long ago it was skipped.
  const skippedChanges = new Set(reading.occurrences.filter((o) => o.excluded && o.instance).map((o) => o.instance));
  for (const { original, instance } of reading.changed) {
    if (skippedChanges.has(instance)) continue;
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
