/**
 * "This week downtown" (docs/product.md#this-week): the next seven days' event dates and the businesses open late
 * on them, for the printable page and its read (GET /api/this-week). Zod-free.
 */
import type { Business } from "./business";
import { addDays, LONG_WEEKDAYS } from "./dates";
import type { CommunityEvent } from "./event";
import { rangeMinutes, type Weekday, WEEKDAYS } from "./opening-hours";
import { shortClock } from "./opening-hours-text";
import { weekdayOf } from "./site-clock";

/** Open late: still open at 8 PM. */
const LATE_MINUTES = 20 * 60;
const THIS_WEEK_DAYS = 7;

interface WeekEvent {
  id: string;
  title: string;
  /** The date it happens this week (YYYY-MM-DD): a series appears once per date. */
  date: string;
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

function datesOf(event: CommunityEvent): string[] {
  const series = event.series;
  if (!series) return [event.date];
  if (series.ended) return [];
  return [...new Set([event.date, ...series.upcoming])];
}

/** The latest closing, in minutes after midnight, of a day's ranges that are still open at 8 PM; null when none. */
function lateUntil(business: Business, weekday: Weekday): number | null {
  if (!Array.isArray(business.hours)) return null; // free-text hours can't be read
  const closings = business.hours
    .filter((range) => range.days.includes(weekday))
    .map((range) => rangeMinutes(range))
    .filter(({ opens, closes }) => opens <= LATE_MINUTES && closes > LATE_MINUTES)
    .map(({ closes }) => closes);
  return closings.length > 0 ? Math.max(...closings) : null;
}

export function thisWeek(events: CommunityEvent[], businesses: Business[], today: string): ThisWeek {
  const dates = Array.from({ length: THIS_WEEK_DAYS }, (_, i) => addDays(today, i));
  const days = dates.map((date): WeekDay => {
    const weekday = weekdayOf(date);
    const open = businesses
      .map((business) => ({ business, until: lateUntil(business, WEEKDAYS[weekday]!) }))
      .filter((entry): entry is { business: Business; until: number } => entry.until !== null)
      .sort((a, b) => b.until - a.until || a.business.name.localeCompare(b.business.name));
    return {
      date,
      weekday: LONG_WEEKDAYS[weekday]!,
      events: events
        .filter((event) => datesOf(event).includes(date))
        .map(({ id, title, time, location }) => ({ id, title, date, time, location }))
        .sort((a, b) => a.title.localeCompare(b.title)),
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
