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
import type { CommunityEvent, SeriesView } from "@main-street/domain/event";
import { eventSchedule, siteInstant } from "@main-street/domain/event-schedule";
import { buildRepeatRule, parseRepeatRule } from "@main-street/domain/repeat-rule";
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

/** Wall-clock start of the event on a date: a TZDate in the site's zone, or the day for an all-day event. */
function startOn(isoDate: string, time: string): { allDay: boolean; start: TZDate; end: TZDate } | null {
  const schedule = eventSchedule(isoDate, time);
  if (!schedule) return null;
  if (schedule.allDay) return { allDay: true, start: siteDay(schedule.startDate), end: siteDay(schedule.endDate) };
  return {
    allDay: false,
    start: new TZDate(schedule.start.getTime(), SITE_TIME_ZONE),
    end: new TZDate(schedule.end.getTime(), SITE_TIME_ZONE),
  };
}

function compact(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

/** '20260103T080000': a TZDate's wall clock in the site's zone. */
function wallClock(date: TZDate): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}T${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

/**
 * RRULE and EXDATE lines for a series (RFC 5545 3.8.5): the stored rule, with UNTIL written as the spec asks for the
 * start's form — a UTC date-time for a timed series (the last day at the start time), a date for an all-day one.
 */
function repeatLines(series: SeriesView, first: { allDay: boolean; start: TZDate }): string | null {
  const parsed = parseRepeatRule(series.rule);
  if (!parsed.ok) return null;
  const rule = parsed.rule;
  const { until, ...rest } = rule;
  let text = `RRULE:${buildRepeatRule({ ...rest, until: null })}`;
  if (until) {
    if (first.allDay) text += `;UNTIL=${compact(until)}`;
    else {
      const minutes = first.start.getHours() * 60 + first.start.getMinutes();
      text += `;UNTIL=${siteInstant(until, minutes)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`;
    }
  }
  if (series.skipped.length > 0) {
    const skipped = series.skipped.map((d) => startOn(d, series.time));
    text += first.allDay
      ? `\nEXDATE;VALUE=DATE:${series.skipped.map(compact).join(",")}`
      : `\nEXDATE;TZID=${SITE_TIME_ZONE}:${skipped.flatMap((s) => (s && !s.allDay ? [wallClock(s.start)] : [])).join(",")}`;
  }
  return text;
}

function addEvent(calendar: ICalCalendar, event: CommunityEvent, origin: string, whole = true): void {
  const series = whole ? event.series : null;
  // A series starts on its first date, at its own time and place; a one-off (or one occurrence) as served.
  const first = startOn(series ? series.start : event.date, series ? series.time : event.time);
  if (!first) return;
  const updated = new Date(event.updatedAt);
  const note = !series && event.note ? `${event.note}\n\n` : "";
  const common = {
    // One date of a series downloaded alone gets its own UID, so it never replaces a subscriber's whole series.
    id: eventUid(!whole && event.series ? `${event.id}-${event.date}` : event.id, origin),
    summary: icsLine(event.title),
    description: icsLines(note + calendarDetails(event, origin)),
    location: icsLine(eventPlaceText(series ? series.location : event.location)),
    url: absoluteUrl(eventPagePath(event.id), origin),
    // Without a METHOD, DTSTAMP is when the event information was last revised (RFC 5545 3.8.7.2).
    stamp: updated,
    lastModified: updated,
    created: new Date(event.createdAt),
    categories: icsLine(event.category) ? [{ name: icsLine(event.category) }] : [],
    timezone: SITE_TIME_ZONE,
  };
  const repeating = series ? repeatLines(series, first) : null;
  calendar.createEvent({ ...common, allDay: first.allDay, start: first.start, end: first.end, repeating });
  if (!series || !repeating) return;
  // Each changed date: its own VEVENT with the series' UID and the original start as RECURRENCE-ID (RFC 5545 3.8.4.4).
  for (const change of series.changed) {
    if (series.skipped.includes(change.date)) continue;
    const original = startOn(change.date, series.time);
    const changed = startOn(change.date, change.time || series.time);
    if (!original || !changed) continue;
    const timing = changed.allDay === original.allDay ? changed : original;
    calendar.createEvent({
      ...common,
      description: icsLines((change.note ? `${change.note}\n\n` : "") + calendarDetails(event, origin)),
      location: icsLine(eventPlaceText(change.location || series.location)),
      allDay: original.allDay,
      start: timing.start,
      end: timing.end,
      recurrenceId: original.start,
    });
  }
}

/**
 * An iCalendar document holding the given events (those with an unreadable date are left out): a series as one
 * VEVENT with its rule, unless `whole` is false (one occurrence's download: just that date).
 */
export function eventsCalendar(
  events: CommunityEvent[],
  origin: string,
  name = `${SITE.name} Events`,
  whole = true,
): string {
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
  for (const event of events) addEvent(calendar, event, origin, whole);
  return calendar.toString();
}
