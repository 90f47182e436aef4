/**
 * The two sides the corpus test compares (corpus.test.ts): what the site shows of a calendar file once imported —
 * through the import's own reading (parseCalendar, then the same schema as staff input) and the site's own dates
 * (recurrence.ts, event-span.ts) — and an independent expansion of the same file by ical.js, taken to the site's
 * clock by @date-fns/tz. Each side is a list of dates: the day, the start (minutes, or null all day) and the last day.
 */
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { addDays, SITE_TIME_ZONE } from "@main-street/domain/dates";
import { lastDayOf } from "@main-street/domain/event-span";
import { parseEventTime } from "@main-street/domain/event-time";
import { seriesOf } from "@main-street/domain/recurrence";
import { seenEvents } from "./normalize";
import { parseCalendar } from "./parse-calendar";

/** One date as a calendar app or the site shows it, on the site's clock. */
export interface ShownDate {
  uid: string;
  day: string;
  start: number | null;
  lastDay: string;
}

export const shownKey = (d: ShownDate) => `${d.uid}|${d.day}|${d.start ?? "all day"}|${d.lastDay}`;

const uidOfKey = (key: string) => key.replace(/@\d{4}-\d{2}-\d{2}$/, "");

/** What the site shows of the file, imported on `today`: the dates from today to a year on, cancelled ones left out. */
export function siteDates(text: string, today: string): { dates: ShownDate[]; events: number } {
  const end = addDays(today, 364);
  const parsed = parseCalendar(text, { today });
  const { seen } = seenEvents(parsed.events, { hostBusinessId: "", category: "" });
  const dates: ShownDate[] = [];
  for (const event of seen) {
    if (event.cancelled) continue;
    const uid = uidOfKey(event.key);
    const series = seriesOf(event.data);
    const occurrences = series
      ? series.next(today, 400).map((d) => ({ day: d.day, time: d.time, endDate: "" }))
      : [{ day: event.data.date, time: event.data.time, endDate: event.data.endDate }];
    for (const o of occurrences) {
      const lastDay = lastDayOf({ date: o.day, endDate: o.endDate, time: o.time });
      if (lastDay < today || o.day > end) continue;
      dates.push({ uid, day: o.day, start: parseEventTime(o.time)?.start ?? null, lastDay });
    }
  }
  return { dates, events: seen.length };
}

/** The site's wall clock of an instant. */
function siteWall(instant: number): { day: string; minutes: number } {
  const t = new TZDate(instant, SITE_TIME_ZONE);
  const day = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, "0")}-${String(t.getDate()).padStart(2, "0")}`;
  return { day, minutes: t.getHours() * 60 + t.getMinutes() };
}

/**
 * The instant of an ical.js time: its own zone when the file defines it (a VTIMEZONE ical.js reads), else an IANA
 * name through the JavaScript engine's rules, else null (a zone neither knows).
 */
function instantOf(time: ICAL.Time, tzid: string | null): number | null {
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.tzid !== "floating")
    return time.toJSDate().getTime();
  const zone = tzid ?? SITE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return null;
  }
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, zone).getTime();
}

/** A date-time's own TZID, as the file writes it. */
function tzidOf(component: ICAL.Component, name: string): string | null {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
}

const statusOf = (c: ICAL.Component) => String(c.getFirstPropertyValue("status") ?? "").toUpperCase();

/**
 * ical.js's dates for the file from today to a year on (STATUS:CANCELLED left out); the UIDs it can't read are
 * named with the reason and left out of the comparison.
 */
export function icalDates(
  text: string,
  today: string,
): { dates: ShownDate[]; unreadable: string[]; unreadableUids: Set<string> } {
  // An empty "RRULE:" (a holiday feed's) is no rule, as calendar apps read it; ical.js would fail on it.
  const root = new ICAL.Component(ICAL.parse(text.replace(/^RRULE:[ \t]*\r?\n/gm, "")) as unknown[]);
  const calendar = root.name === "vcalendar" ? root : (root.getFirstSubcomponent("vcalendar") ?? root);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    try {
      ICAL.TimezoneService.register(zone);
    } catch {
      // A VTIMEZONE ical.js can't read: its times are read as named below.
    }
  }
  const floating = String(calendar.getFirstPropertyValue("x-wr-timezone") ?? "") || null;
  const from = ICAL.Time.fromDateString(addDays(today, -2));
  const to = ICAL.Time.fromDateString(addDays(today, 366));
  const end = addDays(today, 364);
  const byUid = new Map<string, { master: ICAL.Component | null; exceptions: ICAL.Component[] }>();
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    const group = byUid.get(uid) ?? { master: null, exceptions: [] };
    if (vevent.hasProperty("recurrence-id")) group.exceptions.push(vevent);
    else group.master ??= vevent;
    byUid.set(uid, group);
  }
  const dates: ShownDate[] = [];
  const unreadable: string[] = [];
  const unreadableUids = new Set<string>();

  /** One date, on the site's clock; false when its zone can't be read. */
  const occurrence = (uid: string, item: ICAL.Component, startDate: ICAL.Time, endDate: ICAL.Time): boolean => {
    if (statusOf(item) === "CANCELLED") return true;
    // Outlook's all-day events, written midnight to midnight, show as all-day in Outlook (and on the site).
    const outlookAllDay =
      String(item.getFirstPropertyValue("x-microsoft-cdo-alldayevent") ?? "").toUpperCase() === "TRUE" &&
      startDate.hour === 0 &&
      startDate.minute === 0;
    const zone = tzidOf(item, "dtstart") ?? floating;
    if (startDate.isDate || outlookAllDay) {
      const day = startDate.toString().slice(0, 10);
      const last = endDate.toString().slice(0, 10);
      const lastDay = last > day ? addDays(last, -1) : day;
      if (lastDay >= today && day <= end) dates.push({ uid, day, start: null, lastDay });
      return true;
    }
    const start = instantOf(startDate, zone);
    const finish = instantOf(endDate, tzidOf(item, "dtend") ?? zone);
    if (start === null || finish === null) {
      unreadable.push(`${uid}: its zone "${zone}" is one neither ical.js nor the engine knows`);
      return false;
    }
    const wall = siteWall(start);
    const endWall = siteWall(Math.max(start, finish - 1));
    // A night out (ending by 6 AM the next morning) is listed on its day, as the site's time text says it.
    const nightOut = endWall.day === addDays(wall.day, 1) && endWall.minutes < 6 * 60;
    const lastDay = endWall.day > wall.day && !nightOut ? endWall.day : wall.day;
    if (lastDay >= today && wall.day <= end) dates.push({ uid, day: wall.day, start: wall.minutes, lastDay });
    return true;
  };

  const expand = (uid: string, component: ICAL.Component, exceptions: ICAL.Component[]): void => {
    // Its own exceptions only: without them named, ical.js relates every RECURRENCE-ID in the file to the event,
    // whatever its UID (two series starting the same day would share one's moved date).
    const event = new ICAL.Event(component, { exceptions, strictExceptions: true });
    if (statusOf(component) === "CANCELLED") return;
    if (!event.isRecurring()) {
      occurrence(uid, component, event.startDate, event.endDate);
      return;
    }
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < 5000; n++, next = iterator.next()) {
      if (next.compare(to) > 0) break;
      const details = event.getOccurrenceDetails(next);
      if (details.endDate.compare(from) < 0) continue;
      if (!occurrence(uid, details.item.component, details.startDate, details.endDate)) return;
    }
  };

  for (const [uid, { master, exceptions }] of byUid) {
    try {
      // A changed date whose event isn't in the file shows on its own, as calendar apps show it.
      if (!master) for (const exception of exceptions) expand(uid, exception, []);
      else expand(uid, master, exceptions);
    } catch (error) {
      unreadable.push(`${uid}: ical.js can't read it (${error instanceof Error ? error.message : String(error)})`);
    }
    if (unreadable.some((u) => u.startsWith(`${uid}: `))) unreadableUids.add(uid);
  }
  return { dates: dates.filter((d) => !unreadableUids.has(d.uid)), unreadable, unreadableUids };
}
