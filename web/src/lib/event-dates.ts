import { LONG_WEEKDAYS, toShortMonth } from "@main-street/domain/dates";
import { weekdayOf } from "@main-street/domain/site-clock";

/** Display helpers for event dates stored as 'YYYY-MM-DD' (calendar dates, so read in UTC to avoid shifts). */
export interface CalendarParts {
  month: string;
  day: string;
  weekday: string;
}

export function calendarParts(isoDate: string): CalendarParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  // Names, not an Intl formatter: building the first formatter on a page costs a phone a long task.
  return { month: toShortMonth(isoDate), day: String(Number(match[3])), weekday: LONG_WEEKDAYS[weekdayOf(isoDate)]! };
}

/** 'Saturday, March 5, 2025' from the API's date and long-form displayDate. */
export function fullEventDate(isoDate: string, displayDate: string): string {
  const parts = calendarParts(isoDate);
  return parts ? `${parts.weekday}, ${displayDate}` : displayDate || isoDate;
}
