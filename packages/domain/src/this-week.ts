/**
 * "This week downtown" (docs/product.md#this-week): the next seven days' event dates and the businesses open late
 * on them, for its read (GET /api/this-week; the page itself imports only the types). Zod-free.
 */
import type { Business } from "./business";
import { addDays, LONG_WEEKDAYS } from "./dates";
import type { CommunityEvent } from "./event";
import { lastDayOf, spanText } from "./event-span";
import { servedSeries } from "./recurrence";
import { openUntil } from "./opening-hours";
import { shortClock } from "./opening-hours-text";
import { eventStartMinutes, formatEventTime } from "./time-format";
import { weekdayOf } from "./site-clock";

/** Open late: still open at 8 PM. */
const LATE_MINUTES = 20 * 60;
const THIS_WEEK_DAYS = 7;

interface WeekEvent {
  id: string;
  title: string;
  /** Its date (YYYY-MM-DD; for a series, the `?date=` of that date's page): a series appears once per date. */
  date: string;
  /** The day it happens on: `date`, or the day a moved series date moved to. */
  day: string;
  time: string;
  location: string;
}

export interface WeekDay {
  date: string;
  /** 'Friday'. */
  weekday: string;
  events: WeekEvent[];
  /** Businesses open at 8 PM that day, and until when. */
  openLate: { id: string; name: string; address: string; until: string }[];
}

export interface ThisWeek {
  from: string;
  to: string;
  days: WeekDay[];
}

/**
 * The event's dates that happen from `from` to `to`, by the day each happens on (a date moved into the week from
 * outside it included), from the one source of series dates (recurrence.ts). An event over several days is on each of
 * its days in the week, with its span for a time ("Dec 18–21", "Fri 6 PM – Sun 2 PM").
 */
function weekDates(event: CommunityEvent, from: string, to: string): WeekEvent[] {
  const { id, title, date, time, location } = event;
  const series = servedSeries(event);
  if (!series) {
    const span = spanText(date, event.endDate, time);
    const days: WeekEvent[] = [];
    for (let day = date > from ? date : from; day <= to && day <= lastDayOf(event); day = addDays(day, 1)) {
      days.push({ id, title, date, day, time: span || time, location });
    }
    return days;
  }
  return series.happening(from, to).map(({ date, day, time, location }) => ({ id, title, date, day, time, location }));
}

/** A day's events in the order they happen: all-day ones first, then by start time, then by title. */
function byStartTime(a: WeekEvent, b: WeekEvent): number {
  const start = (event: WeekEvent) => eventStartMinutes(event.time) ?? -1;
  return start(a) - start(b) || a.title.localeCompare(b.title);
}

export function thisWeek(events: CommunityEvent[], businesses: Business[], today: string): ThisWeek {
  const dates = Array.from({ length: THIS_WEEK_DAYS }, (_, i) => addDays(today, i));
  const happening = events.flatMap((event) => weekDates(event, dates[0]!, dates.at(-1)!));
  const days = dates.map((date): WeekDay => {
    const weekday = weekdayOf(date);
    const open = businesses
      .map((business) => ({ business, until: openUntil(business, date, LATE_MINUTES) }))
      .filter((entry): entry is { business: Business; until: number } => entry.until !== null)
      .sort((a, b) => b.until - a.until || a.business.name.localeCompare(b.business.name));
    return {
      date,
      weekday: LONG_WEEKDAYS[weekday]!,
      events: happening
        .filter((event) => event.day === date)
        .sort(byStartTime)
        .map((event) => ({ ...event, time: formatEventTime(event.time) })),
      openLate: open.map(({ business, until }) => ({
        id: business.id,
        name: business.name,
        address: business.address,
        until: shortClock(until),
      })),
    };
  });
  return { from: dates[0]!, to: dates.at(-1)!, days };
}
