/**
 * The site's clock in tests (docs/testing.md#the-sites-clock, docs/decisions/0052). A test file whose expectations
 * depend on the day says so with `@dated` in its first comment; it then runs at the run's test clock, an instant at
 * which the site's clock stands still: its seed, its API calls (X-Test-Clock), its browsers (the test_clock cookie
 * and Playwright's clock) and its own expectations (`testNow()`, `testToday()`) all read that instant.
 *
 * The run's clock is TEST_CLOCK when set (an ISO 8601 instant with its offset), else one instant of the spread below
 * that rotates with the machine's date, so consecutive days' runs visit every instant; `npm run test:deep` runs the
 * dated files at each of them.
 */
import { readFileSync } from "node:fs";
import { addDays, parseInstant, todayInSiteZone } from "@main-street/domain/dates";
import { firstSiteInstant, siteWallClock } from "@main-street/domain/site-clock";
import { dstNights } from "./fixtures/pacific-time";

const MINUTE = 60_000;

export interface ClockDay {
  /** What this instant is chosen to test, e.g. "Tuesday, a minute after midnight in Los Angeles". */
  label: string;
  at: Date;
}

/** The instant at `minutes` after midnight of `date` on the site's clock. */
const siteTime = (date: string, minutes: number) => new Date(firstSiteInstant(date, minutes));
/** The instant at `minutes` after midnight of `date` in UTC. */
const utcTime = (date: string, minutes: number) => new Date(Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE);

/** The first date after `today` that `accept` accepts, looking up to five years ahead. */
function nextDate(today: string, accept: (date: string) => boolean): string {
  for (let i = 1; i <= 5 * 366; i++) if (accept(addDays(today, i))) return addDays(today, i);
  throw new Error(`no date after ${today} fits`);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const weekdayIs = (day: number) => (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === day;

/**
 * The spread of instants `test:deep` runs the dated files at, all after `now`: every weekday, the minutes either side
 * of midnight in Los Angeles and in UTC (placed on four of the weekdays), both nights the clocks change, Dec 31, Feb 28
 * of a year without Feb 29, and Feb 29.
 */
export function clockSpread(now: Date = new Date()): ClockDay[] {
  const today = todayInSiteZone(now);
  const on = (weekday: number) => nextDate(today, weekdayIs(weekday));
  const [spring, fall] = [0, 1].map((i) =>
    nextDate(today, (date) => dstNights(Number(date.slice(0, 4)))[i] === date),
  ) as [string, string];
  const monday = on(1);
  const tuesday = on(2);
  const wednesday = on(3);
  const thursday = on(4);
  return [
    { label: "Monday, a minute before midnight in Los Angeles", at: siteTime(monday, 1439) },
    { label: "Tuesday, a minute after midnight in Los Angeles", at: siteTime(tuesday, 1) },
    // The UTC day ends in the Los Angeles afternoon: 23:59 UTC is still Wednesday there.
    { label: "Wednesday, a minute before midnight in UTC", at: utcTime(wednesday, 1439) },
    // 00:01 UTC on Friday is Thursday afternoon in Los Angeles: the UTC date is a day ahead.
    { label: "Thursday, a minute after midnight in UTC (Friday there)", at: utcTime(addDays(thursday, 1), 1) },
    { label: "Friday at noon", at: siteTime(on(5), 12 * 60) },
    { label: "Saturday at noon", at: siteTime(on(6), 12 * 60) },
    { label: "Sunday at 8 AM", at: siteTime(on(0), 8 * 60) },
    { label: "the spring-forward night, 1:30 AM", at: siteTime(spring, 90) },
    { label: "the fall-back night, 1:30 AM (the first)", at: siteTime(fall, 90) },
    {
      label: "Dec 31, a minute before midnight (UTC is in the new year)",
      at: siteTime(
        nextDate(today, (d) => d.endsWith("-12-31")),
        1439,
      ),
    },
    {
      label: "Feb 28 of a year without Feb 29",
      at: siteTime(
        nextDate(today, (d) => d.endsWith("-02-28") && !isLeap(Number(d.slice(0, 4)))),
        12 * 60,
      ),
    },
    {
      label: "Feb 29",
      at: siteTime(
        nextDate(today, (d) => d.endsWith("-02-29")),
        12 * 60,
      ),
    },
  ];
}

/** The run's clock: TEST_CLOCK, else the spread's instant for the machine's date (one a day, in turn). */
export function runClock(now: Date = new Date()): Date {
  const setting = process.env.TEST_CLOCK;
  if (setting) {
    const at = parseInstant(setting);
    if (at === null) throw new Error(`TEST_CLOCK is not an ISO 8601 instant with its offset: ${setting}`);
    return new Date(at);
  }
  const spread = clockSpread(now);
  const dayNumber = Math.floor(Date.parse(`${todayInSiteZone(now)}T00:00:00Z`) / (1440 * MINUTE));
  return spread[dayNumber % spread.length]!.at;
}

/** "2028-02-29T20:00:00.000Z (Tuesday 2028-02-29, 12:00 in Los Angeles)". */
export function describeClock(at: Date): string {
  const wall = siteWallClock(at);
  const day = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][wall.weekday];
  const clock = `${String(Math.floor(wall.minutes / 60)).padStart(2, "0")}:${String(wall.minutes % 60).padStart(2, "0")}`;
  return `${at.toISOString()} (${day} ${wall.date}, ${clock} in Los Angeles)`;
}

/** Whether a test file says `@dated` in its first comment. */
export function isDated(testPath: string): boolean {
  const head = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(testPath, "utf8"));
  return Boolean(head && /(^|\s)@dated\b/.test(head[1]!));
}

let clock: Date | undefined;

/** Sets this file's clock (undefined: the machine's); test-setup does it for a dated file before it seeds. */
export function setTestClock(at: Date | undefined): void {
  clock = at && new Date(at);
}

/** This file's clock, if it has one. */
export function testClock(): Date | undefined {
  return clock && new Date(clock);
}

/** The site's now as this file's tests see it: its clock, or the machine's. */
export function testNow(): Date {
  return clock ? new Date(clock) : new Date();
}

/** The site's today (YYYY-MM-DD in Los Angeles) at `testNow()`. */
export function testToday(): string {
  return todayInSiteZone(testNow());
}
