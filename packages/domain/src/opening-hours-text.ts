/**
 * What a visitor reads about opening hours: "Open now · closes 9 PM", "Closed · opens 7 AM Tue", and the week's
 * schedule with today marked. A weekday is named only when the moment is not today on the site's clock.
 */
import type { OpeningHours } from "./business";
import { LONG_WEEKDAYS } from "./dates";
import { openStatus, rangeMinutes, WEEKDAYS, type OpenStatus, type Weekday } from "./opening-hours";
import { siteWallClock } from "./site-clock";

const SHORT_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const OPEN_24_HOURS = "Open 24 hours";
const CLOSED = "Closed";

/** 540 → '9 AM', 1290 → '9:30 PM', 0 and 1440 → '12 AM', 720 → '12 PM'. */
export function shortClock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(inDay / 60);
  const m = inDay % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "AM" : "PM"}`;
}

function momentText(at: Date, now: Date): string {
  const when = siteWallClock(at);
  const day = when.date === siteWallClock(now).date ? "" : ` ${SHORT_NAMES[when.weekday]}`;
  return `${shortClock(when.minutes)}${day}`;
}

export function openStatusText(status: OpenStatus, now: Date): string {
  switch (status.state) {
    case "always-open":
      return OPEN_24_HOURS;
    case "open":
      return `Open now · closes ${momentText(status.closesAt, now)}`;
    case "closed":
      return status.opensAt ? `Closed · opens ${momentText(status.opensAt, now)}` : CLOSED;
  }
}

/** The label for a card or page, or null when the hours are free text or missing (they are shown as given). */
export function openNowText(hours: OpeningHours | string | null | undefined, now: Date): string | null {
  if (!Array.isArray(hours) || hours.length === 0) return null;
  return openStatusText(openStatus(hours, now), now);
}

export interface DaySchedule {
  day: Weekday;
  /** 'Monday' */
  name: string;
  /** '7 AM – 2 PM' each, earliest first; empty when closed. */
  ranges: string[];
  /** The ranges joined with ', ', 'Open 24 hours' or 'Closed'. */
  text: string;
  /** Today on the site's clock. */
  today: boolean;
}

/** Seven lines, Monday first. A range passing midnight is listed on the day it opens. */
export function weekSchedule(hours: OpeningHours, now: Date): DaySchedule[] {
  const todayIndex = siteWallClock(now).weekday;
  return WEEKDAYS.map((day, index) => {
    const minutes = hours
      .filter((h) => h.days.includes(day))
      .map(rangeMinutes)
      .sort((a, b) => a.opens - b.opens || a.closes - b.closes);
    const allDay = minutes.some((r) => r.opens === 0 && r.closes === 1440);
    const ranges = [...new Set(minutes.map((r) => `${shortClock(r.opens)} – ${shortClock(r.closes)}`))];
    const text = allDay ? OPEN_24_HOURS : ranges.length ? ranges.join(", ") : CLOSED;
    return { day, name: LONG_WEEKDAYS[index]!, ranges, text, today: index === todayIndex };
  });
}
