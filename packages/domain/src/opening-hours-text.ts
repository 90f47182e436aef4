/**
 * What a visitor reads about opening hours: "Open now · closes 9 PM", "Closed · opens 7 AM Tue", and the week's
 * schedule with today marked. A weekday is named only when the moment is not today on the site's clock.
 */
import { LONG_WEEKDAYS } from "./dates";
import { openStatus, type OpenStatus } from "./opening-hours";
import { siteWallClock } from "./site-clock";
import {
  opensSomeDay,
  rangeMinutes,
  sameHoursGroups,
  WEEKDAYS,
  type TimeRange,
  type Weekday,
  type WeeklyHours,
} from "./weekly-hours";

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

/** The label for a card or page, or null without structured hours. */
export function openNowText(hours: WeeklyHours | null | undefined, now: Date): string | null {
  if (!opensSomeDay(hours)) return null;
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

/** One day's ranges as read: '7 AM – 2 PM, 5 PM – 9 PM', 'Open 24 hours' or 'Closed'. */
function dayText(ranges: readonly TimeRange[]): { ranges: string[]; text: string } {
  const minutes = ranges.map(rangeMinutes).sort((a, b) => a.opens - b.opens || a.closes - b.closes);
  const allDay = minutes.some((r) => r.opens === 0 && r.closes === 1440);
  const texts = [...new Set(minutes.map((r) => `${shortClock(r.opens)} – ${shortClock(r.closes)}`))];
  return { ranges: texts, text: allDay ? OPEN_24_HOURS : texts.length ? texts.join(", ") : CLOSED };
}

/** Seven lines, Monday first. A range passing midnight is listed on the day it opens. `now` marks today. */
export function weekSchedule(hours: WeeklyHours, now?: Date): DaySchedule[] {
  const todayIndex = now ? siteWallClock(now).weekday : -1;
  return WEEKDAYS.map((day, index) => ({
    day,
    name: LONG_WEEKDAYS[index]!,
    ...dayText(hours[day]),
    today: index === todayIndex,
  }));
}

/** 'Mon–Fri' for consecutive days, else 'Mon, Wed'. */
function daysText(days: readonly Weekday[]): string {
  const indexes = days.map((d) => WEEKDAYS.indexOf(d));
  const consecutive = indexes.every((d, i) => i === 0 || d === indexes[i - 1]! + 1);
  if (days.length === 7) return "Daily";
  if (consecutive && days.length > 2) return `${SHORT_NAMES[indexes[0]!]}–${SHORT_NAMES[indexes.at(-1)!]}`;
  return indexes.map((i) => SHORT_NAMES[i]).join(", ");
}

/** The week on one line, for reviews, histories and e-mails: 'Mon–Fri 9 AM – 5 PM; Sat 10 AM – 2 PM; Sun closed'. */
export function weekSummary(hours: WeeklyHours | null | undefined): string {
  if (!opensSomeDay(hours)) return "None listed";
  const groups = sameHoursGroups(hours).map((g) => `${daysText(g.days)} ${dayText(g.ranges).text}`);
  const closed = WEEKDAYS.filter((d) => hours[d].length === 0);
  return [...groups, ...(closed.length ? [`${daysText(closed)} closed`] : [])].join("; ");
}
