/**
 * An event's schema.org Event (docs/product.md#event-detail): a one-off with its dates and place, a series with its
 * Schedule and each coming date as its own Event, the host business as venue and organiser.
 */
import type { CommunityEvent } from "./event";
import type { EventHost } from "./event-host";
import { eventPlaceText } from "./calendar-links";
import { SITE_TIME_ZONE } from "./dates";
import { wallOffset, wallSchedule } from "./event-wall-clock";
import { parseEventTime } from "./event-time";
import { pages } from "./paths";
import { parseRepeatRule, WEEKDAY_NAMES, weekdayOf, type Weekday } from "./repeat-rule";
import { absoluteUrl } from "./seo";
import { listedDate, shownDate, type ListedDate } from "./series-view";
import { SITE } from "./site";
import { snippet, truncate } from "./text";
import { CONTEXT, organizer, postalAddress, type JsonLd } from "./json-ld";

/**
 * schema.org Schedule for a series (docs/product.md#recurring-events): how often, on which days, at what local
 * time, in the site's zone.
 */
function seriesSchedule(e: CommunityEvent): JsonLd | null {
  if (!e.series) return null;
  const parsed = parseRepeatRule(e.series.rule);
  if (!parsed.ok) return null;
  const rule = parsed.rule;
  const unit = { DAILY: "D", WEEKLY: "W", MONTHLY: "M", YEARLY: "Y" }[rule.freq];
  const dayUrl = (d: Weekday) => `https://schema.org/${WEEKDAY_NAMES[d]}`;
  const start = e.series.start;
  const pattern: JsonLd = {};
  if (rule.freq === "WEEKLY") pattern.byDay = (rule.byDay.length ? rule.byDay : [weekdayOf(start)]).map(dayUrl);
  if (rule.freq === "MONTHLY" && rule.positions.length > 0 && rule.byDay[0]) {
    // schema.org's byMonthWeek counts 1 to 5 from the month's start: a "last" weekday has no such number, so such a
    // series has no Schedule (each date's own Event, with its page, stands for it).
    if (rule.positions.includes(-1)) return null;
    pattern.byDay = dayUrl(rule.byDay[0]);
    pattern.byMonthWeek = rule.positions.length === 1 ? rule.positions[0] : rule.positions;
  } else if (rule.freq === "MONTHLY") pattern.byMonthDay = rule.monthDay ?? Number(start.slice(8, 10));
  if (rule.freq === "YEARLY") {
    pattern.byMonth = Number(start.slice(5, 7));
    pattern.byMonthDay = Number(start.slice(8, 10));
  }
  const clock = parseEventTime(e.series.time);
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`;
  return {
    "@type": "Schedule",
    repeatFrequency: `P${rule.interval}${unit}`,
    ...pattern,
    startDate: start,
    ...(rule.until ? { endDate: rule.until } : {}),
    ...(rule.count !== null ? { repeatCount: rule.count } : {}),
    ...(clock ? { startTime: hhmm(clock.start) } : {}),
    ...(clock?.end != null ? { endTime: hhmm(clock.end) } : {}),
    ...(e.series.skipped.length ? { exceptDate: e.series.skipped } : {}),
    scheduleTimezone: SITE_TIME_ZONE,
  };
}

/**
 * startDate and endDate from the stored wall-clock time (a plain date all day, its last day for one over several
 * days), or null for an unreadable date.
 */
function eventDates(date: string, time: string, lastDay = ""): { startDate: string; endDate: string } | null {
  const when = wallSchedule(date, time, lastDay);
  if (!when) return null;
  if (when.allDay) return { startDate: when.startDate, endDate: lastDay > date ? lastDay : when.startDate };
  return {
    startDate: `${when.startDate}T${when.startTime}${wallOffset(when.startDate, when.startTime)}`,
    endDate: `${when.endDate}T${when.endTime}${wallOffset(when.endDate, when.endTime)}`,
  };
}

function place(location: string): JsonLd {
  const placeText = eventPlaceText(location);
  return { "@type": "Place", name: placeText.split(",")[0]!.trim(), address: postalAddress(placeText) };
}

/** The host business as the venue (docs/product.md#host-business): its listing's name, address and map pin. */
function hostPlace(host: EventHost, origin: string): JsonLd {
  return {
    "@type": "Place",
    name: host.name,
    address: postalAddress(host.address),
    ...(host.lat != null && host.lng != null
      ? { geo: { "@type": "GeoCoordinates", latitude: host.lat, longitude: host.lng } }
      : {}),
    url: absoluteUrl(pages.business.href(host.id), origin),
  };
}

/** The host business as the organiser: the same node as its own page's LocalBusiness (its `@id`). */
function hostOrganizer(host: EventHost, origin: string): JsonLd {
  const page = absoluteUrl(pages.business.href(host.id), origin);
  return { "@type": "LocalBusiness", "@id": `${page}#business`, name: host.name, url: page };
}

/** Where a date happens: the host's place, unless that date was moved somewhere else (a changed date's place). */
function venue(e: CommunityEvent, location: string, origin: string): JsonLd {
  const atHost = e.host && (!e.series || location === e.series.location);
  return atHost ? hostPlace(e.host!, origin) : place(location);
}

const STATUS = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  rescheduled: "https://schema.org/EventRescheduled",
};

/** One date of a series as its own Event (its page's URL), as Google asks for a series. */
function dateEvent(e: CommunityEvent, date: ListedDate, origin: string): JsonLd | null {
  const dates = eventDates(date.day, date.time);
  if (!dates) return null;
  const previous = date.moved ? eventDates(date.date, e.series!.time) : null;
  return {
    "@type": "Event",
    name: e.title,
    ...dates,
    eventStatus: date.cancelled ? STATUS.cancelled : date.moved ? STATUS.rescheduled : STATUS.scheduled,
    ...(previous ? { previousStartDate: previous.startDate } : {}),
    location: venue(e, date.location, origin),
    url: absoluteUrl(pages.event.href(e.id, date.date), origin),
  };
}

/**
 * An event. A series' own page: its next date, its Schedule and its next dates as sub-events, each with its page.
 * One date of a series (`occurrence`, opened with ?date=): that date as an Event of its own, with its status
 * (cancelled, rescheduled) and the series as its superEvent.
 */
export function eventJsonLd(e: CommunityEvent, origin: string, occurrence?: string): JsonLd | null {
  const shown = shownDate(e);
  const dates = eventDates(e.date, e.time, e.endDate);
  if (!dates) return null;
  const description = snippet(e.description) || truncate(e.excerpt, 160);
  const seriesPage = absoluteUrl(pages.event.href(e.id), origin);
  const common = {
    "@context": CONTEXT,
    "@type": "Event",
    name: e.title,
    ...dates,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: venue(e, e.location, origin),
    ...(description ? { description } : {}),
    image: [absoluteUrl(e.image || SITE.defaultImage, origin)],
    organizer: e.host ? hostOrganizer(e.host, origin) : organizer(origin),
  };
  if (shown && occurrence !== undefined) {
    const own = dateEvent(e, shown, origin);
    return {
      ...common,
      eventStatus: own?.eventStatus ?? STATUS.scheduled,
      ...(own?.previousStartDate ? { previousStartDate: own.previousStartDate } : {}),
      url: absoluteUrl(pages.event.href(e.id, shown.date), origin),
      superEvent: { "@type": "EventSeries", name: e.title, url: seriesPage },
    };
  }
  const repeats = seriesSchedule(e);
  const next = e.series ? e.series.upcoming.map((d) => dateEvent(e, listedDate(e.series!, d), origin)) : [];
  return {
    ...common,
    eventStatus: e.cancelled ? STATUS.cancelled : STATUS.scheduled,
    url: seriesPage,
    ...(repeats ? { eventSchedule: repeats } : {}),
    ...(next.length ? { subEvent: next.filter((x) => x !== null) } : {}),
  };
}
