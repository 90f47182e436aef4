/**
 * What a visitor reads about opening hours: "Open now · closes 9 PM", "Closed · opens 7 AM Tue", "Closed today –
 * Thanksgiving", "Open until 11 PM tonight – Art walk", "Holiday hours not confirmed", and the coming week's schedule
 * with today and special days marked. A weekday is named only when the moment is not today on the site's clock.
 */
import { addDays, LONG_WEEKDAYS, toLongDate } from "./dates";
import { clockText } from "./clock-text";
import { openStatus, type OpenStatus } from "./opening-hours";
import { siteWallClock, weekdayOf } from "./site-clock";
import { dayHours, type ComingDay, type HoursException, type HoursSchedule, type Season } from "./special-hours";
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
const HOLIDAY_UNCONFIRMED = "Holiday hours not confirmed";
/** An exception's name in labels when it has none. */
const SPECIAL_HOURS = "special hours";
/** From this minute of the day, an evening closing is "tonight"; a closing after midnight until this one is too. */
const EVENING = 17 * 60;
const SMALL_HOURS = 6 * 60;

/** The site's clock (docs/product.md#time-format): 540 → '9 AM', 1290 → '9:30 PM', 720 → '12 PM'. */
export const shortClock = clockText;

function momentText(at: Date, now: Date): string {
  const when = siteWallClock(at);
  const day = when.date === siteWallClock(now).date ? "" : ` ${SHORT_NAMES[when.weekday]}`;
  return `${shortClock(when.minutes)}${day}`;
}

/** "11 PM tonight", "3 PM today", "2 PM Fri": until when an exception keeps a listing open. */
function untilText(at: Date, now: Date): string {
  const when = siteWallClock(at);
  const today = siteWallClock(now).date;
  const time = shortClock(when.minutes);
  if (when.date === today)
    return `${time} ${when.minutes >= EVENING || when.minutes <= SMALL_HOURS ? "tonight" : "today"}`;
  if (when.date === addDays(today, 1) && when.minutes <= SMALL_HOURS) return `${time} tonight`;
  return `${time} ${SHORT_NAMES[when.weekday]}`;
}

const exceptionName = (e: HoursException) => e.label || SPECIAL_HOURS;

export function openStatusText(status: OpenStatus, now: Date): string {
  switch (status.state) {
    case "always-open":
      return OPEN_24_HOURS;
    case "unconfirmed":
      return HOLIDAY_UNCONFIRMED;
    case "open":
      if (status.exception) return `Open until ${untilText(status.closesAt, now)} – ${exceptionName(status.exception)}`;
      if (status.thenUnconfirmed) return `Open now · ${status.thenUnconfirmed.name} hours not confirmed`;
      return `Open now · closes ${momentText(status.closesAt, now)}`;
    case "closed":
      if (status.closedToday) return `Closed today – ${exceptionName(status.closedToday)}`;
      if (status.nextUnconfirmed) return `Closed · ${status.nextUnconfirmed.name} hours not confirmed`;
      if (!status.opensAt) return CLOSED;
      return `Closed · opens ${momentText(status.opensAt, now)}${status.nextException ? ` – ${exceptionName(status.nextException)}` : ""}`;
  }
}

/** The label for a card or page, or null without structured hours. */
export function openNowText(schedule: HoursSchedule, now: Date): string | null {
  if (!opensSomeDay(schedule.hours)) return null;
  return openStatusText(openStatus(schedule, now), now);
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
