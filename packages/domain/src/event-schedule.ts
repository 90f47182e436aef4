/**
 * When an event happens, as real instants in the site's time zone (America/Los_Angeles), for JSON-LD,
 * iCalendar and calendar links. Summer and winter offsets (-07:00 / -08:00) come from the IANA rules via
 * @date-fns/tz, never from the machine's own zone.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { addDays, SITE_TIME_ZONE, toIsoDate } from "./dates";
import { parseEventTime } from "./event-time";

/** Events with a start but no end are taken to last this long. */
const DEFAULT_EVENT_MINUTES = 120;

export type EventSchedule =
  | { allDay: true; /** YYYY-MM-DD */ startDate: string; /** YYYY-MM-DD, exclusive (the next day) */ endDate: string }
  | { allDay: false; start: Date; end: Date; /** false when the end is the 2-hour default */ endKnown: boolean };

/** The instant of a wall-clock time on a date in the site's zone. `minutes` may pass midnight. */
export function siteInstant(isoDate: string, minutes: number): Date {
  const date = addDays(isoDate, Math.floor(minutes / 1440));
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return new Date(new TZDate(y, m - 1, d, Math.floor(inDay / 60), inDay % 60, SITE_TIME_ZONE).getTime());
}

/** An event's schedule, or null when its date is unreadable. Unreadable times become all-day. */
export function eventSchedule(date: string, time: string | null | undefined): EventSchedule | null {
  const isoDate = toIsoDate(date);
  if (!isoDate) return null;
  const clock = parseEventTime(time);
  if (!clock) return { allDay: true, startDate: isoDate, endDate: addDays(isoDate, 1) };
  const endMinutes = clock.end ?? clock.start + DEFAULT_EVENT_MINUTES;
  return {
    allDay: false,
    start: siteInstant(isoDate, clock.start),
    end: siteInstant(isoDate, endMinutes),
    endKnown: clock.end !== null,
  };
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, "0");
}

/** The site zone's wall clock at an instant. */
function wallClock(instant: Date) {
  const t = new TZDate(instant.getTime(), SITE_TIME_ZONE);
  return {
    date: `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`,
    time: `${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`,
  };
}

/** '2026-07-04T19:00:00-07:00': ISO 8601 with the site zone's offset at that instant (schema.org dates). */
export function siteIsoDateTime(instant: Date): string {
  const { date, time } = wallClock(instant);
  const offset = tzOffset(SITE_TIME_ZONE, instant);
  return `${date}T${time}${offset < 0 ? "-" : "+"}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** '20260704T190000': the site zone's wall clock, no offset (for links that also name the zone). */
export function siteCompactDateTime(instant: Date): string {
  const { date, time } = wallClock(instant);
  return `${date.replace(/-/g, "")}T${time.replace(/:/g, "")}`;
}
