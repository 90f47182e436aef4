/**
 * iCalendar output for one event, one date of a series, or the events feed (docs/product.md#recurring-events).
 * Timed events carry DTSTART;TZID=America/Los_Angeles with the zone's VTIMEZONE, so Google, Apple and Outlook show
 * the local time year-round; an event without a readable time is all-day (VALUE=DATE), and so are its EXDATE, RDATE
 * and RECURRENCE-ID. Every time is the stored wall-clock text (event-wall-clock.ts), and every date comes from the
 * series' one source of dates (recurrence.ts). UIDs are the event id at the site's host, so edits update a
 * subscriber's copy (with a higher SEQUENCE) instead of adding a second one.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import { calendarDetails, eventPlaceText } from "@main-street/domain/calendar-links";
import { SITE_TIME_ZONE } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { latestInstant, wallSchedule } from "@main-street/domain/event-wall-clock";
import { pages } from "@main-street/domain/paths";
import { servedSeries, type Series } from "@main-street/domain/recurrence";
import { buildRepeatRule, WEEK_START } from "@main-street/domain/repeat-rule";
import { absoluteUrl } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { fold, icsLine, icsLines, icsText, startAndEnd, utcStamp, whenValue, whenValues } from "./ics-lines";

function eventUid(eventId: string, origin: string): string {
  return `${eventId}@${new URL(origin).host}`;
}

/** The calendar name as TEXT (RFC 5545 3.3.11): ical-generator writes NAME and X-WR-CALNAME unescaped. */
function icsName(text: string): string {
  return icsLine(text).replace(/[\\;,]/g, (c) => `\\${c}`);
}

/** What every VEVENT of one event shares. */
function common(event: CommunityEvent, origin: string, uid: string, page: string): string[] {
  const updated = new Date(event.updatedAt);
  const category = icsLine(event.category);
  return [
    `UID:${uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    // Without a METHOD, DTSTAMP is when the event information was last revised (RFC 5545 3.8.7.2).
    `DTSTAMP:${utcStamp(updated)}`,
    `SUMMARY:${icsText(icsLine(event.title))}`,
    ...(category ? [`CATEGORIES:${icsText(category)}`] : []),
    `URL;VALUE=URI:${absoluteUrl(page, origin)}`,
    `CREATED:${utcStamp(new Date(event.createdAt))}`,
    `LAST-MODIFIED:${utcStamp(updated)}`,
  ];
}

/** LOCATION and DESCRIPTION (a changed date's note first, then the text and the page's address). */
function described(event: CommunityEvent, origin: string, location: string, note: string, date?: string): string[] {
  const details = calendarDetails(event, origin, 1000, date);
  return [
    `LOCATION:${icsText(icsLine(eventPlaceText(location)))}`,
    `DESCRIPTION:${icsText(icsLines((note ? `${note}\n\n` : "") + details))}`,
  ];
}

function vevent(lines: string[]): string[] {
  return ["BEGIN:VEVENT", ...lines, "END:VEVENT"];
}

/** A one-off event, or one date of a series downloaded alone (its own UID: it never replaces the whole series). */
function singleEvent(event: CommunityEvent, origin: string): string[] | null {
  const schedule = wallSchedule(event.date, event.time, event.endDate);
  if (!schedule) return null;
  const occurrence = event.series ? event.series.occurrence : undefined;
  const uid = eventUid(occurrence ? `${event.id}-${occurrence}` : event.id, origin);
  // docs/product.md#importing-calendars: an event called off stays, marked cancelled.
  const cancelled = event.cancelled === true || (event.series?.shownSkipped ?? false);
  return vevent([
    ...common(event, origin, uid, pages.event.href(event.id, occurrence)),
    ...startAndEnd(schedule),
    ...described(event, origin, event.location, event.note ?? "", occurrence),
    ...(cancelled ? ["STATUS:CANCELLED"] : []),
  ]);
}

/**
 * RRULE, EXDATE and RDATE of a series (RFC 5545 3.8.5): the stored rule with WKST and with UNTIL in the start's form
 * — for a timed series the latest instant the last day's start can mean, in UTC; a date for an all-day one.
 */
function repeatLines(series: Series, time: string | null): string[] {
  const { until, ...rest } = series.rule;
  let rule = `RRULE:${buildRepeatRule({ ...rest, until: null })}`;
  if (until) rule += `;UNTIL=${time === null ? until.replace(/-/g, "") : utcStamp(latestInstant(until, time))}`;
  rule += `;WKST=${WEEK_START}`;
  const lines = [rule];
  const cancelled = cancelledDates(series);
  if (cancelled.length > 0) lines.push(`EXDATE${whenValues(cancelled, time)}`);
  if (series.extraDates.length > 0) lines.push(`RDATE${whenValues([...series.extraDates], time)}`);
  return lines;
}

/** Skipped dates and every date in a pause (each pause is at most a year, so its dates are few). */
function cancelledDates(series: Series): string[] {
  const dates = new Set(series.skippedDates.filter((d) => series.has(d)));
  for (const p of series.pauses) for (const d of series.between(p.from, p.to)) dates.add(d.date);
  return [...dates].sort();
}

/** A series: one VEVENT with its rule, and one per changed date with the series' UID and its RECURRENCE-ID. */
function seriesEvents(event: CommunityEvent, series: Series, origin: string): string[] | null {
  const schedule = wallSchedule(series.start, event.series!.time);
  if (!schedule) return null;
  const time = schedule.allDay ? null : schedule.startTime;
  const uid = eventUid(event.id, origin);
  // A series called off (docs/product.md#importing-calendars): every date of it, changed ones too.
  const shared = [
    ...common(event, origin, uid, pages.event.href(event.id)),
    ...(event.cancelled ? ["STATUS:CANCELLED"] : []),
  ];
  const lines = vevent([
    ...shared,
    ...startAndEnd(schedule),
    ...repeatLines(series, time),
    ...described(event, origin, event.series!.location, ""),
  ]);
  for (const change of series.overrides) {
    const date = series.on(change.date);
    if (!date || date.cancelled) continue; // a change to a date no longer in the series is not sent
    const changed = wallSchedule(date.day, date.time);
    if (!changed) continue;
    // The RECURRENCE-ID has the master's value type (RFC 5545 3.8.4.4); the changed date's own DTSTART may differ.
    lines.push(
      ...vevent([
        ...shared,
        `RECURRENCE-ID${whenValue(change.date, time)}`,
        ...startAndEnd(changed),
        ...described(event, origin, date.location, date.note),
      ]),
    );
  }
  return lines;
}

/** What names a calendar: the feed's or the event's name, and the page it comes from. */
export interface CalendarOptions {
  name?: string;
  /** The site-relative page the calendar belongs to (the events list, a business page). */
  page?: string;
  /** False for one date's download: just that date, never the whole series. */
  whole?: boolean;
}

/**
 * An iCalendar document holding the given events (those with an unreadable date are left out): a series as its
 * rule with its exceptions, unless `whole` is false. Every feed and download is written here.
 */
export function eventsCalendar(
  events: CommunityEvent[],
  origin: string,
  { name = `${SITE.name} Events`, page = pages.events.href(), whole = true }: CalendarOptions = {},
): string {
  const shell = ical({
    name: icsName(name),
    description: `Community events in historic downtown ${SITE.address.city}, ${SITE.address.region}`,
    prodId: { company: SITE.name, product: "Events", language: "EN" },
    url: absoluteUrl(page, origin),
    ttl: 60 * 60,
  }).toString();
  const lines: string[] = [];
  for (const event of events) {
    const series = whole ? servedSeries(event) : null;
    lines.push(...((series ? seriesEvents(event, series, origin) : singleEvent(event, origin)) ?? []));
  }
  const vtimezone = getVtimezoneComponent(SITE_TIME_ZONE) ?? "";
  const zone = lines.some((l) => l.includes(`;TZID=${SITE_TIME_ZONE}`)) ? vtimezone.trim().split(/\r?\n/) : [];
  const body = [...zone, ...lines].map(fold).join("\r\n");
  return shell.replace(/END:VCALENDAR\s*$/, `${body ? `${body}\r\n` : ""}END:VCALENDAR\r\n`);
}
