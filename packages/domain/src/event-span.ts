/**
 * Events over several days (docs/product.md#events-today): a festival from December 18 to 21 (all day, `endDate`
 * its last day), or Friday 6 PM to Sunday 2 PM (the time text's start on `date`, its end on `endDate`). An event
 * without `endDate` ends on its first day (or, for "9 PM – 1 AM", early the next one, as its time says).
 */
import { addDays, LONG_WEEKDAYS, toLongDate } from "./dates";
import { parseEventTime } from "./event-time";
import { clockText as shortClock } from "./clock-text";
import { formatEventTime } from "./time-format";
import { weekdayOf } from "./site-clock";

/** The longest span an event may have: a summer exhibition, not a standing listing. */
const MAX_SPAN_DAYS = 366;

export interface SpanInput {
  date?: string;
  endDate?: string;
  time?: string;
  rrule?: string;
}

/** Why the span can't be stored, on its field (empty: it can). */
export function spanIssues(data: SpanInput): { path: string[]; message: string }[] {
  const { date, endDate, time, rrule } = data;
  if (!endDate || !date) return [];
  if (endDate <= date) return [{ path: ["endDate"], message: "The last day must be after the first day" }];
  if (endDate > addDays(date, MAX_SPAN_DAYS - 1))
    return [{ path: ["endDate"], message: "An event lasts at most a year" }];
  if (rrule) return [{ path: ["endDate"], message: "A repeating event's dates each last one day" }];
  const clock = parseEventTime(time);
  if (clock && clock.end === null)
    return [{ path: ["time"], message: "Give the time it ends too (6 PM – 2 PM): it ends on a later day" }];
  return [];
}

/**
 * The last day the event happens on: its `endDate` (the day before it, when it ends at that day's first minute,
 * "… – 12:00 AM"), or its date.
 */
export function lastDayOf(event: { date: string; endDate?: string; time?: string }): string {
  if (!event.endDate || event.endDate <= event.date) return event.date;
  const end = parseEventTime(event.time)?.end;
  return end !== null && end !== undefined && end % 1440 === 0 ? addDays(event.endDate, -1) : event.endDate;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const shortWeekday = (date: string) => LONG_WEEKDAYS[weekdayOf(date)]!.slice(0, 3);
/** 'Dec 18' (and ', 2026' when asked). */
function shortDate(date: string, withYear: boolean): string {
  const [month = "", day = "", year = ""] = toLongDate(date).replace(",", "").split(" ");
  return `${month.slice(0, 3)} ${day}${withYear ? `, ${year}` : ""}`;
}

/**
 * The span in words, or '' for an event on one day: "Dec 18–21", "Dec 30 – Jan 2", "Dec 30, 2026 – Jan 2, 2027"
 * all day; "Fri 6 PM – Sun 2 PM" for a timed one within a week, "Dec 18, 6 PM – Jan 2, 2 PM" beyond.
 */
export function spanText(date: string, endDate: string | undefined, time: string | undefined): string {
  if (!endDate || endDate <= date) return "";
  const clock = parseEventTime(time);
  const sameYear = date.slice(0, 4) === endDate.slice(0, 4);
  if (!clock || clock.end === null) {
    if (date.slice(0, 7) === endDate.slice(0, 7)) return `${shortDate(date, false)}–${Number(endDate.slice(8))}`;
    return `${shortDate(date, !sameYear)} – ${shortDate(endDate, !sameYear)}`;
  }
  const [start, end] = [shortClock(clock.start), shortClock(clock.end)];
  if (daysBetween(date, endDate) < 7) return `${shortWeekday(date)} ${start} – ${shortWeekday(endDate)} ${end}`;
  return `${shortDate(date, !sameYear)}, ${start} – ${shortDate(endDate, !sameYear)}, ${end}`;
}

/** What an event's time line says: its span over several days, else its time in the site's format. */
export function eventTimeText(event: { date: string; endDate?: string; time?: string }): string {
  return spanText(event.date, event.endDate, event.time) || formatEventTime(event.time);
}
