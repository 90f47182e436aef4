/**
 * iCalendar output (ical-generator) for one event or the upcoming-events feed.
 * Timed events carry DTSTART;TZID=America/Los_Angeles with a generated VTIMEZONE, so Google, Apple and Outlook
 * show the local time year-round; an event without a readable time is all-day (VALUE=DATE). UIDs are the event id
 * at the site's host, so edits update a subscriber's copy instead of adding a second one.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalCalendar } from "ical-generator";
import { calendarDetails, eventPagePath, eventPlaceText } from "@main-street/domain/calendar-links";
import { SITE_TIME_ZONE } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { eventSchedule } from "@main-street/domain/event-schedule";
import { absoluteUrl } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";

function eventUid(eventId: string, origin: string): string {
  return `${eventId}@${new URL(origin).host}`;
}

/** Midnight of a YYYY-MM-DD day in the site's zone (ical-generator reads a TZDate's wall clock). */
function siteDay(isoDate: string): TZDate {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, SITE_TIME_ZONE);
}

// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One-line text for the calendar: every run of control characters becomes one space. The schemas refuse them in
 * one-line fields, but older records may hold them, and a raw CR/LF would start a calendar line of its own.
 */
function icsLine(text: string): string {
  return text.replace(CONTROL_RUNS, " ").trim();
}

/** Several lines: line feeds stay (ical-generator writes them as '\n'), other control characters go. */
function icsLines(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_RUNS_BUT_LINE_FEED, " ");
}

/** The calendar name as TEXT (RFC 5545 3.3.11): ical-generator writes NAME and X-WR-CALNAME unescaped. */
function icsName(text: string): string {
  return icsLine(text).replace(/[\\;,]/g, (c) => `\\${c}`);
}

function addEvent(calendar: ICalCalendar, event: CommunityEvent, origin: string): void {
  const schedule = eventSchedule(event.date, event.time);
  if (!schedule) return;
  const updated = new Date(event.updatedAt);
  const common = {
    id: eventUid(event.id, origin),
    summary: icsLine(event.title),
    description: icsLines(calendarDetails(event, origin)),
    location: icsLine(eventPlaceText(event.location)),
    url: absoluteUrl(eventPagePath(event.id), origin),
    // Without a METHOD, DTSTAMP is when the event information was last revised (RFC 5545 3.8.7.2).
    stamp: updated,
    lastModified: updated,
    created: new Date(event.createdAt),
    categories: icsLine(event.category) ? [{ name: icsLine(event.category) }] : [],
    timezone: SITE_TIME_ZONE,
  };
  if (schedule.allDay) {
    calendar.createEvent({
      ...common,
      allDay: true,
      start: siteDay(schedule.startDate),
      end: siteDay(schedule.endDate),
    });
  } else {
    calendar.createEvent({
      ...common,
      start: new TZDate(schedule.start.getTime(), SITE_TIME_ZONE),
      end: new TZDate(schedule.end.getTime(), SITE_TIME_ZONE),
    });
  }
}

/** An iCalendar document holding the given events (those with an unreadable date are left out). */
export function eventsCalendar(events: CommunityEvent[], origin: string, name = `${SITE.name} Events`): string {
  const calendar = ical({
    name: icsName(name),
    description: `Community events in historic downtown ${SITE.address.city}, ${SITE.address.region}`,
    prodId: { company: SITE.name, product: "Events", language: "EN" },
    url: absoluteUrl("/events", origin),
    // No calendar-wide zone name: ical-generator would then write DTSTAMP/CREATED/LAST-MODIFIED as local times,
    // which RFC 5545 requires in UTC. Each event names its zone; the generator adds that zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  for (const event of events) addEvent(calendar, event, origin);
  return calendar.toString();
}
