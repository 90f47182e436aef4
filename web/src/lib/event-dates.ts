import { toShortMonth } from "@main-street/domain/dates";

/** Display helpers for event dates stored as 'YYYY-MM-DD' (calendar dates, so read in UTC to avoid shifts). */
export interface CalendarParts {
  month: string;
  day: string;
  weekday: string;
}

/** Names, not an Intl formatter: building the first formatter on a page costs a phone a long task. */
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export function calendarParts(isoDate: string): CalendarParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return { month: toShortMonth(isoDate), day: String(Number(match[3])), weekday: WEEKDAYS[date.getUTCDay()]! };
}

/** 'Saturday, March 5, 2025' from the API's date and long-form displayDate. */
export function fullEventDate(isoDate: string, displayDate: string): string {
  const parts = calendarParts(isoDate);
  return parts ? `${parts.weekday}, ${displayDate}` : displayDate || isoDate;
}
