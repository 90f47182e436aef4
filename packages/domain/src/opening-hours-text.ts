/**
 * What a visitor reads about a listing's state now: "Open now · closes 9 PM", "Closed · opens 7 AM Tue", "Closed
 * today – Thanksgiving", "Open until 11 PM tonight – Art walk", "Holiday hours not confirmed". A weekday is named only
 * when the moment is not today on the site's clock. The week's table and the special days' lines are in
 * week-hours-text.ts, which pages load with the table, after their first load.
 */
import { addDays } from "./dates";
import { clockText } from "./clock-text";
import { openStatus, type OpenStatus } from "./opening-hours";
import { siteWallClock } from "./site-clock";
import type { HoursException, HoursSchedule } from "./special-hours";
import { opensSomeDay } from "./weekly-hours";

export const SHORT_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export const OPEN_24_HOURS = "Open 24 hours";
export const CLOSED = "Closed";
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

export const exceptionName = (e: HoursException) => e.label || SPECIAL_HOURS;

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
