/**
 * The site's UTC offset (America/Los_Angeles) at any instant, the one place the site's time zone is looked up.
 * It comes from the IANA rules the JavaScript engine carries (Intl). Loading those rules costs a phone a long task
 * (about 40 ms unthrottled, the first time a page builds a zone-aware formatter), so the server hands each page the
 * offsets around its render instant (siteZoneTable) and the browser installs them (installSiteZoneTable) before it
 * hydrates: "today", "open now" and calendar times then need no time-zone data in the browser at all.
 */
import { SITE_TIME_ZONE } from "./site-time-zone";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** Offset periods, oldest first: from `from` (ms) on, the offset is `offset` minutes (until the next period). */
export type SiteZoneTable = [from: number, offset: number][];

let table: SiteZoneTable | null = null;
let tableEnd = 0;
let formatter: Intl.DateTimeFormat | undefined;

/**
 * Offsets change only on a quarter hour (Los Angeles: on the hour), so one reading of the rules answers for its whole
 * quarter hour. The server asks for the same few days' offsets for every listing it judges Open now; remembering them
 * spares it a formatter call each (docs/decisions/0080-special-hours.md, "Measured").
 */
const QUARTER_HOUR = 15 * MINUTE;
const readings = new Map<number, number>();
const MAX_READINGS = 20_000;

function offsetFromRules(instant: number): number {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  let offset = readings.get(quarter);
  if (offset === undefined) {
    if (readings.size >= MAX_READINGS) readings.clear();
    offset = readRules(quarter * QUARTER_HOUR);
    readings.set(quarter, offset);
  }
  return offset;
}

function readRules(instant: number): number {
  formatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const p: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(instant)) p[type] = Number(value);
  const wallAsUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return Math.round((wallAsUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** The site zone's offset from UTC at an instant, in minutes (e.g. -420 in summer). */
export function siteOffsetMinutes(instant: number): number {
  if (table && instant >= table[0]![0] && instant < tableEnd) {
    let offset = table[0]![1];
    for (const [from, value] of table) if (from <= instant) offset = value;
    return offset;
  }
  return offsetFromRules(instant);
}

/**
 * The offsets from three days before `at` to `days` after it, with each change to the minute (server side). Open
 * now reads yesterday's openings, whose start of day it finds from the offsets a day either side: up to about two
 * and a half days back.
 */
export function siteZoneTable(at: number, days = 400): { table: SiteZoneTable; until: number } {
  const start = at - 3 * DAY;
  const until = at + days * DAY;
  const periods: SiteZoneTable = [[start, offsetFromRules(start)]];
  for (let t = start + DAY; t <= until; t += DAY) {
    const previous = periods[periods.length - 1]!;
    if (offsetFromRules(t) === previous[1]) continue;
    // The change lies within the last day: find its minute.
    let before = t - DAY;
    let after = t;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetFromRules(middle) === previous[1]) before = middle;
      else after = middle;
    }
    periods.push([after, offsetFromRules(after)]);
  }
  return { table: periods, until };
}

/** Uses the server's offsets for instants they cover (browser side, before the first render). */
export function installSiteZoneTable(zone: { table: SiteZoneTable; until: number }): void {
  table = zone.table;
  tableEnd = zone.until;
}
