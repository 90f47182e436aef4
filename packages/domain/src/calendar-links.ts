/**
 * Calendar links shared by the event pages (web) and the API: the .ics download, the subscribable feed
 * and 'Add to Google Calendar'. Site-relative paths; absolute URLs take the site's origin.
 */
import { SITE_TIME_ZONE } from "./dates";
import type { CommunityEvent } from "./event";
import { compactWallClock, wallSchedule } from "./event-wall-clock";
import { api, pages } from "./paths";
import { SITE } from "./site";
import { stripHtml, truncate } from "./text";

export { webcalFeedUrl } from "./calendar-feed";

/** With `date`, just that occurrence of a series (docs/product.md#recurring-events). */
export const eventIcsPath = api.eventCalendar.href;

/** The event's place as one line a map can find: the town is added when the text lacks it. */
export function eventPlaceText(location: string | null | undefined): string {
  const place = (location ?? "").trim();
  const { city, region, postalCode } = SITE.address;
  if (!place) return `${SITE.address.street}, ${city}, ${region} ${postalCode}`;
  return place.toLowerCase().includes(city.toLowerCase()) ? place : `${place}, ${city}, ${region} ${postalCode}`;
}

/**
 * Plain-text event description for calendars: markup stripped, kept short, with a link back to the page (a series
 * date's own page when `date` is given).
 */
export function calendarDetails(event: CommunityEvent, origin: string, max = 1000, date?: string): string {
  const text = truncate(stripHtml(event.description) || event.excerpt, max);
  const link = `${origin.replace(/\/+$/, "")}${pages.event.href(event.id, date)}`;
  return text ? `${text}\n\n${link}` : link;
}

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

/**
 * https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…&ctz=America/Los_Angeles&details=…&location=…
 * Timed events give the stored wall-clock times with ctz; all-day events give YYYYMMDD/next-day. Null for an
 * unreadable date, and for a cancelled event or date of a series (docs/product.md#recurring-events): nobody adds what
 * won't happen. An event over several days spans them.
 */
export function googleCalendarUrl(event: CommunityEvent, origin: string): string | null {
  const schedule = wallSchedule(event.date, event.time, event.endDate);
  if (!schedule || event.series?.shownSkipped || event.cancelled) return null;
  const dates = schedule.allDay
    ? `${compactDate(schedule.startDate)}/${compactDate(schedule.endDate)}`
    : `${compactWallClock(schedule.startDate, schedule.startTime)}/${compactWallClock(schedule.endDate, schedule.endTime)}`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates,
    ctz: SITE_TIME_ZONE,
    details: calendarDetails(event, origin, 500),
    location: eventPlaceText(event.location),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
