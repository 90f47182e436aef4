/**
 * The weekly e-mail's editions (docs/product.md#weekly-email): one a week, named by the ISO week (`2026-W23`) of the
 * Thursday it is sent on, 08:00 in Los Angeles, and covering the seven days from the Friday after it to the Thursday
 * after that. Zod-free: the /this-week page reads `?week=` with it.
 */
import { addDays, toLongDate } from "./dates";
import { siteWallClock, weekdayOf } from "./site-clock";

const THURSDAY = 3; // weekdayOf: 0 = Monday
/** The send time on the site's clock: 08:00. */
const EDITION_SEND_MINUTES = 8 * 60;
const WEEK = /^(\d{4})-W(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The ISO week of a date: `2026-W23` (weeks run Monday to Sunday; week 1 holds the year's first Thursday). */
export function isoWeekOf(isoDate: string): string {
  const thursday = addDays(isoDate, THURSDAY - weekdayOf(isoDate));
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000;
  return `${year}-W${pad(Math.floor(dayOfYear / 7) + 1)}`;
}

/** The Thursday of an ISO week (`2026-W23` → `2026-06-04`); null when the text names no week that exists. */
export function thursdayOf(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (number < 1 || number > 53) return null;
  // January 4 is always in week 1.
  const jan4 = `${year}-01-04`;
  const thursday = addDays(jan4, THURSDAY - weekdayOf(jan4) + (number - 1) * 7);
  return isoWeekOf(thursday) === week ? thursday : null;
}

export interface Edition {
  /** `2026-W23`: the ISO week of the Thursday it is sent on. */
  week: string;
  /** The Thursday it is sent on (YYYY-MM-DD). */
  sendsOn: string;
  /** The first and last of its seven days: the Friday after `sendsOn`, and the Thursday after that. */
  from: string;
  to: string;
}

export function edition(week: string): Edition | null {
  const sendsOn = thursdayOf(week);
  return sendsOn ? { week, sendsOn, from: addDays(sendsOn, 1), to: addDays(sendsOn, 7) } : null;
}

/** The edition whose week `now` (on the site's clock) falls in: what the Thursday job sends, also when retried. */
export function editionAt(now: Date | number): Edition {
  return edition(isoWeekOf(siteWallClock(now).date))!;
}

/** The next edition to be sent: this week's until its Thursday 08:00 on the site's clock, then the next week's. */
export function nextEdition(now: Date | number): Edition {
  const clock = siteWallClock(now);
  const sent = clock.weekday > THURSDAY || (clock.weekday === THURSDAY && clock.minutes >= EDITION_SEND_MINUTES);
  return edition(isoWeekOf(addDays(clock.date, sent ? 7 : 0)))!;
}

/** 'June 5 – June 11, 2026' (the year once when both days share it). */
export function editionRange({ from, to }: Pick<Edition, "from" | "to">): string {
  const [start, end] = [toLongDate(from), toLongDate(to)];
  return from.slice(0, 4) === to.slice(0, 4) ? `${start.replace(/, \d{4}$/, "")} – ${end}` : `${start} – ${end}`;
}

/** Editions with a web copy: from five years back to eight weeks ahead, so made-up weeks cost nothing to answer. */
const WEB_COPY_DAYS = { back: 5 * 366, ahead: 8 * 7 };

/** The edition `/this-week?week=` shows, or null for a text that names no week with a web copy (a 404). */
export function webCopyWeek(week: string, now: Date | number): Edition | null {
  const found = edition(week);
  if (!found) return null;
  const today = siteWallClock(now).date;
  const inRange =
    addDays(today, -WEB_COPY_DAYS.back) <= found.sendsOn && found.sendsOn <= addDays(today, WEB_COPY_DAYS.ahead);
  return inRange ? found : null;
}
