/**
 * What one weekly e-mail holds (docs/product.md#weekly-email), from the /this-week selection of the edition's seven
 * days (`thisWeek` in the domain package: one selection for the page and the e-mail): the dates in the subscriber's
 * categories, featured ones first, then day by day; and the businesses open late. Pure: the mail's HTML and text
 * are written from it (weekly-mail.ts).
 */
import { inCategory } from "@main-street/domain/calendar-feed";
import type { CommunityEvent } from "@main-street/domain/event";
import { parseEventTime } from "@main-street/domain/event-time";
import type { Edition } from "@main-street/domain/newsletter-week";
import { pages } from "@main-street/domain/paths";
import type { ThisWeek } from "@main-street/domain/this-week";

const SHORT_DAYS: Record<string, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};
/** The e-mail lists at most this many businesses open late; the web copy has them all. */
const OPEN_LATE_SHOWN = 12;

export interface DigestEvent {
  title: string;
  /** The day it happens on (YYYY-MM-DD) and its name ('Friday'). */
  day: string;
  weekday: string;
  time: string;
  location: string;
  /** The host business's name, '' for none. */
  host: string;
  /** Its page: a series date's own (`?date=`), a one-off event's. */
  path: string;
  featured: boolean;
}

export interface Digest {
  edition: Edition;
  featured: DigestEvent[];
  days: { date: string; weekday: string; events: DigestEvent[] }[];
  /** The week's dates the subscriber's categories leave out. */
  otherEvents: number;
  openLate: { name: string; path: string; address: string; nights: string }[];
  /** Businesses open late beyond those listed. */
  moreOpenLate: number;
}

export interface DigestSource {
  edition: Edition;
  week: ThisWeek;
  /** The events by id, for what a week's entry doesn't carry (featured, category, host, cancelled). */
  events: ReadonlyMap<string, CommunityEvent>;
  /** Business names by id, for the hosts. */
  businessNames: ReadonlyMap<string, string>;
}

/** Untimed dates first, then by start; then by title. */
function byTime(a: DigestEvent, b: DigestEvent): number {
  const start = (e: DigestEvent) => parseEventTime(e.time)?.start ?? -1;
  return start(a) - start(b) || a.title.localeCompare(b.title);
}

/** 'until 10 PM Fri, Sat; 9 PM Sun' from each night's closing. */
function nightsText(nights: { weekday: string; until: string }[]): string {
  const byClosing = new Map<string, string[]>();
  for (const { weekday, until } of nights)
    byClosing.set(until, [...(byClosing.get(until) ?? []), SHORT_DAYS[weekday]!]);
  return `until ${[...byClosing].map(([until, days]) => `${until} ${days.join(", ")}`).join("; ")}`;
}

/** The digest for one set of categories (none: all). */
export function digestFor({ edition, week, events, businessNames }: DigestSource, categories: string[]): Digest {
  const wanted = (event: CommunityEvent) => categories.length === 0 || categories.some((c) => inCategory(event, c));
  const all: DigestEvent[] = [];
  let otherEvents = 0;
  for (const day of week.days) {
    for (const entry of day.events) {
      const event = events.get(entry.id);
      if (!event || event.cancelled) continue;
      if (!wanted(event)) {
        otherEvents += 1;
        continue;
      }
      const host = event.hostBusinessId ? (businessNames.get(event.hostBusinessId) ?? "") : "";
      all.push({
        title: entry.title,
        day: day.date,
        weekday: day.weekday,
        time: entry.time,
        location: entry.location,
        host,
        path: pages.event.href(entry.id, event.rrule ? entry.date : undefined),
        featured: event.featured === "true",
      });
    }
  }
  const nights = new Map<string, { name: string; address: string; nights: { weekday: string; until: string }[] }>();
  for (const day of week.days) {
    for (const open of day.openLate) {
      const entry = nights.get(open.id) ?? { name: open.name, address: open.address, nights: [] };
      entry.nights.push({ weekday: day.weekday, until: open.until });
      nights.set(open.id, entry);
    }
  }
  const openLate = [...nights]
    .sort(([, a], [, b]) => b.nights.length - a.nights.length || a.name.localeCompare(b.name))
    .map(([id, b]) => ({
      name: b.name,
      path: pages.business.href(id),
      address: b.address,
      nights: nightsText(b.nights),
    }));
  return {
    edition,
    featured: all.filter((e) => e.featured).sort((a, b) => a.day.localeCompare(b.day) || byTime(a, b)),
    days: week.days.map((day) => ({
      date: day.date,
      weekday: day.weekday,
      events: all.filter((e) => !e.featured && e.day === day.date).sort(byTime),
    })),
    otherEvents,
    openLate: openLate.slice(0, OPEN_LATE_SHOWN),
    moreOpenLate: Math.max(0, openLate.length - OPEN_LATE_SHOWN),
  };
}
