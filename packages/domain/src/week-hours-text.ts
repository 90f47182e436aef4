/**
 * The week's hours as a visitor reads them: the coming week's table with today and special days marked, the special
 * days and seasons coming up, and the week on one line for reviews, histories and e-mails. The state now is in
 * opening-hours-text.ts.
 */
import { addDays, LONG_WEEKDAYS, toLongDate } from "./dates";
import { CLOSED, exceptionName, OPEN_24_HOURS, shortClock, SHORT_NAMES } from "./opening-hours-text";
import { siteWallClock, weekdayOf } from "./site-clock";
import { dayHours, type ComingDay, type HoursSchedule, type Season } from "./special-hours";
import {
  opensSomeDay,
  rangeMinutes,
  sameHoursGroups,
  WEEKDAYS,
  type TimeRange,
  type Weekday,
  type WeeklyHours,
} from "./weekly-hours";

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

/** A line of the coming week's table: its date, and what makes it special ('Thanksgiving'), if anything. */
export interface ComingDaySchedule extends DaySchedule {
  /** YYYY-MM-DD: the next time this weekday comes, today included. */
  date: string;
  /** An exception's name or a district day's, when that day isn't the regular week. */
  special: string | null;
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

/**
 * The coming seven days as a week's table, Monday first: each weekday's line is its next date from today, with that
 * date's hours (its exception, its season, or the week) and what makes it special. An unanswered district day says
 * "Hours not confirmed".
 */
export function comingWeek(schedule: HoursSchedule, now: Date): ComingDaySchedule[] {
  const today = siteWallClock(now).date;
  const todayIndex = weekdayOf(today);
  return WEEKDAYS.map((day, index) => {
    const date = addDays(today, (index - todayIndex + 7) % 7);
    const hours = dayHours(schedule, date);
    const base = { day, name: LONG_WEEKDAYS[index]!, date, today: index === todayIndex };
    if (hours.kind === "unconfirmed") {
      return { ...base, ranges: [], text: "Hours not confirmed", special: hours.day.name };
    }
    const ranges = hours.kind === "unknown" ? [] : hours.ranges;
    const special = hours.kind === "exception" ? exceptionName(hours.exception) : null;
    return { ...base, ...dayText(ranges), special };
  });
}

/** 'Thu, Nov 26': a date in lists of special days. */
export function shortDate(isoDate: string): string {
  const [month = "", day = ""] = toLongDate(isoDate).split(" ");
  return `${SHORT_NAMES[weekdayOf(isoDate)]}, ${month.slice(0, 3)} ${day.replace(",", "")}`;
}

/** What a coming special day says: 'Closed', '5 PM – 1 AM', 'Usual hours', 'Hours not confirmed'. */
export function comingDayText(day: ComingDay): string {
  if (day.kind === "unconfirmed") return "Hours not confirmed";
  const e = day.exception;
  if (e.kind === "usual") return "Usual hours";
  return e.kind === "closed" ? CLOSED : dayText(e.ranges).text;
}

/** The name of a coming special day: its label, the district day's name, or 'Special hours'. */
export function comingDayName(day: ComingDay): string {
  return day.kind === "unconfirmed" ? day.day.name : day.exception.label || "Special hours";
}

/** 'Summer hours, June 1 – September 30, 2026: Mon–Fri 9 AM – 5 PM; Sat, Sun closed'. */
export function seasonText(season: Season): string {
  const [from, to] = [toLongDate(season.from), toLongDate(season.to)];
  const sameYear = season.from.slice(0, 4) === season.to.slice(0, 4);
  const span = `${sameYear ? from.replace(/, \d{4}$/, "") : from} – ${to}`;
  return `${season.label || "Seasonal hours"}, ${span}: ${weekSummary(season.hours, "Closed")}`;
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
export function weekSummary(hours: WeeklyHours | null | undefined, closedWeek = "None listed"): string {
  if (!opensSomeDay(hours)) return closedWeek;
  const groups = sameHoursGroups(hours).map((g) => `${daysText(g.days)} ${dayText(g.ranges).text}`);
  const closed = WEEKDAYS.filter((d) => hours[d].length === 0);
  return [...groups, ...(closed.length ? [`${daysText(closed)} closed`] : [])].join("; ");
}
