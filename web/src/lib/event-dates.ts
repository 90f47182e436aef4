/** Display helpers for event dates stored as 'YYYY-MM-DD' (calendar dates, so read in UTC to avoid shifts). */
export interface CalendarParts {
  month: string;
  day: string;
  weekday: string;
}

/** Made once: a page of event cards would otherwise build two formatters per card. */
const SHORT_MONTH = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });
const LONG_WEEKDAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long" });

export function calendarParts(isoDate: string): CalendarParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return {
    month: SHORT_MONTH.format(date).toUpperCase(),
    day: String(Number(match[3])),
    weekday: LONG_WEEKDAY.format(date),
  };
}

/** 'Saturday, March 5, 2025' from the API's date and long-form displayDate. */
export function fullEventDate(isoDate: string, displayDate: string): string {
  const parts = calendarParts(isoDate);
  return parts ? `${parts.weekday}, ${displayDate}` : displayDate || isoDate;
}
