/**
 * When an event happens as wall-clock text in America/Los_Angeles, built from the stored date and time text, never
 * from an instant (docs/product.md#recurring-events): 2:30 AM on the spring-forward night stays "02:30" in the
 * calendar file, the calendar links and the JSON-LD, so a skipped or changed date there still names its own start.
 */
import { addDays, toIsoDate } from "./dates";
import { parseEventTime } from "./event-time";
import { siteOffsetMinutes } from "./site-zone";

/** Events with a start but no end are taken to last this long. */
const DEFAULT_EVENT_MINUTES = 120;
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

export type WallSchedule =
  | { allDay: true; /** YYYY-MM-DD */ startDate: string; /** YYYY-MM-DD, exclusive (the next day) */ endDate: string }
  | {
      allDay: false;
      startDate: string;
      /** 'HH:MM:SS' */
      startTime: string;
      /** The end's own date (the next day for '9pm–1am'). */
      endDate: string;
      endTime: string;
      /** Minutes after midnight of startDate. */
      startMinutes: number;
      /** false when the end is the 2-hour default */
      endKnown: boolean;
    };

function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`;
}

/**
 * An event's wall-clock schedule, or null when its date is unreadable. Unreadable times are all-day. `lastDay` (an
 * event over several days, docs/product.md#events-today): the all-day span's last day, or the day a timed one ends.
 */
export function wallSchedule(date: string, time: string | null | undefined, lastDay = ""): WallSchedule | null {
  const isoDate = toIsoDate(date);
  if (!isoDate) return null;
  const spans = lastDay > isoDate;
  const parsed = parseEventTime(time);
  if (!parsed) return { allDay: true, startDate: isoDate, endDate: addDays(spans ? lastDay : isoDate, 1) };
  const days = spans && parsed.end !== null ? Math.round((Date.parse(lastDay) - Date.parse(isoDate)) / DAY) : null;
  const end = days === null ? (parsed.end ?? parsed.start + DEFAULT_EVENT_MINUTES) : days * 1440 + (parsed.end! % 1440);
  return {
    allDay: false,
    startDate: isoDate,
    startTime: clock(parsed.start),
    endDate: addDays(isoDate, Math.floor(end / 1440)),
    endTime: clock(end),
    startMinutes: parsed.start,
    endKnown: parsed.end !== null,
  };
}

/** '20260308T023000' (calendar files and links, beside the zone's name). */
export function compactWallClock(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(/:/g, "")}`;
}

/** The offsets (minutes) a wall time can mean in the site's zone: one, two (fall back) or none (spring forward). */
function readings(date: string, time: string): { offset: number; instant: number }[] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const offsets = [...new Set([siteOffsetMinutes(wall - DAY), siteOffsetMinutes(wall + DAY)])];
  return offsets.map((offset) => ({ offset, instant: wall - offset * MINUTE }));
}

function isValid(r: { offset: number; instant: number }): boolean {
  return siteOffsetMinutes(r.instant) === r.offset;
}

/**
 * '-08:00': the offset a wall time is written with (schema.org). A repeated time takes its first reading; a time in
 * the skipped hour the offset before the change, as RFC 5545 3.3.5 reads it.
 */
export function wallOffset(date: string, time: string): string {
  const all = readings(date, time);
  const valid = all.filter(isValid).sort((a, b) => a.instant - b.instant);
  const offset = (valid[0] ?? all.sort((a, b) => a.instant - b.instant).at(-1)!).offset;
  const abs = Math.abs(offset);
  return `${offset < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The latest instant a wall time can mean (a calendar's UNTIL must not end before any reading of the last date). */
export function latestInstant(date: string, time: string): Date {
  const all = readings(date, time);
  const valid = all.filter(isValid);
  return new Date(Math.max(...(valid.length ? valid : all).map((r) => r.instant)));
}
