/**
 * The feed and the site agree (docs/product.md#recurring-events): random series are written as the API sends them
 * (eventsCalendar), expanded by ical.js — an independent reader, as calendar apps expand the feed — and compared,
 * date by date, with the site's own list (recurrence.ts): which dates, on which day, at what local time, where,
 * with which note. The series cover weekly, monthly by day or by weekday position(s), yearly and daily rules; timed
 * and all-day times (text the site can't read is all-day); skipped, paused, changed, moved and extra dates; starts on
 * the rule and off it; 01:30 and 02:30 starts on both DST nights; UNTIL, COUNT or no end.
 *
 * The independent reader is not always right: where ical.js departs from RFC 5545, each case records where and why
 * (rfcReading), and the site is checked against the RFC's dates there.
 *
 * `npm test` runs RUNS_BUDGET cases with a new seed each run; FUZZ_PROFILE=deep runs RUNS_DEEP. FUZZ_SEED replays.
 * @dated
 */
import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import ICAL from "ical.js";
import { eventPlaceText, calendarDetails } from "@main-street/domain/calendar-links";
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent, EventOverride, SeriesPause } from "@main-street/domain/event";
import { wallSchedule } from "@main-street/domain/event-wall-clock";
import { eventOccurrence, seriesOf } from "@main-street/domain/recurrence";
import { buildRepeatRule, sortPositions, type RepeatRule } from "@main-street/domain/repeat-rule";
import { seriesIssues } from "@main-street/domain/series-checks";
import { seedEvents } from "../../../scripts/seed/data";
import { dstNights } from "../../../scripts/test/fixtures/pacific-time";
import { ruleShape } from "../../../scripts/test/fixtures/repeat-rules";
import { calendarOccurrences, dateOf } from "../../../scripts/test/calendar-app";
import { testToday } from "../../../scripts/test/test-clock";
import { eventsCalendar } from "./ics";

const RUNS_DEEP = 3000;
const RUNS_BUDGET = 200;
const RUNS = process.env.FUZZ_PROFILE === "deep" ? RUNS_DEEP : RUNS_BUDGET;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ORIGIN = "https://main.example";
const today = testToday();
let cases = 0;
let datesCompared = 0;
/** Cases where ical.js departs from RFC 5545, and the dates it lists there that the RFC does not. */
let departedCases = 0;
let departedDates = 0;

const year = fc.integer({ min: 2024, max: 2031 });
const startDate = fc.oneof(
  year.chain((y) => fc.constantFrom(...dstNights(y))),
  fc
    .record({ y: year, m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
    .filter(({ y, m, d }) => d <= new Date(Date.UTC(y, m, 0)).getUTCDate())
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
);
const time = fc.constantFrom(
  "",
  "Evening",
  "All day",
  "1:30 AM",
  "2:30 AM",
  "8 AM-noon",
  "7 PM",
  "9pm-1am",
  "11:30 PM",
);
const changedTime = fc.constantFrom("", "", "All day", "2:30 AM", "10 AM", "6-9 PM");
const end = fc.oneof(
  fc.constant({ count: null, untilDays: null }),
  fc.integer({ min: 1, max: 40 }).map((count) => ({ count, untilDays: null })),
  fc.integer({ min: 0, max: 1500 }).map((untilDays) => ({ count: null, untilDays })),
);
/** Exceptions as picks among the series' first dates, resolved once the dates are known. */
const exceptions = fc.record({
  skip: fc.uniqueArray(fc.nat(15), { maxLength: 3 }),
  change: fc.array(
    fc.record({
      pick: fc.nat(15),
      time: changedTime,
      location: fc.constantFrom("", "Bicentennial Park"),
      note: fc.constantFrom("", "Moved for the parade."),
      moveDays: fc.constantFrom(0, 0, 1, -1, 3),
    }),
    { maxLength: 3 },
  ),
  extra: fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 2 }),
  pause: fc.option(fc.record({ pick: fc.nat(15), days: fc.integer({ min: 0, max: 60 }) })),
});

type ExceptionPicks = typeof exceptions extends fc.Arbitrary<infer T> ? T : never;

interface Seen {
  rid: string;
  day: string;
  time: string;
  location: string;
  description: string;
}

/** The series as stored: the generated rule and the exceptions that are valid for it (invalid picks are dropped). */
function storedSeries(
  start: string,
  shape: Omit<RepeatRule, "count" | "until">,
  e: { count: number | null; untilDays: number | null },
  clock: string,
  x: ExceptionPicks,
): CommunityEvent | null {
  const rule: RepeatRule = {
    ...shape,
    positions: sortPositions(shape.positions),
    count: e.count,
    until: e.untilDays === null ? null : addDays(start, e.untilDays),
  };
  const event: CommunityEvent = {
    id: "series",
    title: "Series, test; with \\ marks",
    description: "<p>A series.</p>",
    excerpt: "",
    date: start,
    displayDate: "",
    time: clock,
    location: "Wilbur Square Park",
    image: "",
    category: "Market",
    featured: "false",
    rrule: buildRepeatRule(rule),
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    sequence: 2,
  };
  const series = seriesOf(event);
  if (!series || !series.dates.has(series.start)) return null;
  const first = series.dates.after(series.start, 16);
  const at = (i: number) => first[i % first.length]!;
  const valid = (candidate: CommunityEvent) => seriesIssues(candidate).length === 0;
  const add = (patch: Partial<CommunityEvent>) => {
    const next = { ...event, ...patch };
    if (valid(next)) Object.assign(event, patch);
  };
  for (const i of x.skip) add({ exdates: [...new Set([...(event.exdates ?? []), at(i)])].sort() });
  for (const c of x.change) {
    const date = at(c.pick);
    const change: EventOverride = {
      date,
      moveTo: c.moveDays ? addDays(date, c.moveDays) : "",
      time: c.time,
      location: c.location,
      note: c.note,
    };
    const others = (event.overrides ?? []).filter((o) => o.date !== date);
    add({ overrides: [...others, change].sort((a, b) => a.date.localeCompare(b.date)) });
  }
  for (const days of x.extra)
    add({ rdates: [...new Set([...(event.rdates ?? []), addDays(series.start, days)])].sort() });
  if (x.pause) {
    const from = at(x.pause.pick);
    const pause: SeriesPause = { from, to: addDays(from, x.pause.days) };
    add({ pauses: [pause] });
  }
  return event;
}

/** What the site lists: every date of the series to `to` that isn't cancelled. */
function siteDates(event: CommunityEvent, served: CommunityEvent, to: string): Seen[] {
  const series = seriesOf(event)!;
  return series
    .between(series.start, to)
    .filter((d) => !d.cancelled)
    .map((d) => {
      const when = wallSchedule(d.day, d.time)!;
      return {
        rid: d.date,
        day: d.day,
        time: when.allDay ? "all day" : when.startTime.slice(0, 5),
        location: eventPlaceText(d.location),
        description: (d.note ? `${d.note}\n\n` : "") + calendarDetails(served, ORIGIN),
      };
    });
}

/** What a calendar app shows: ical.js expands the feed's VEVENTs for the UID, with its changed dates applied. */
function calendarDates(raw: string, to: string): Seen[] {
  return calendarOccurrences(raw, to, { limit: 2001 }).map((details) => {
    const start = details.startDate;
    if (!start.isDate) expectSameWallClock(start);
    return {
      rid: dateOf(details.recurrenceId),
      day: dateOf(start),
      time: start.isDate
        ? "all day"
        : `${String(start.hour).padStart(2, "0")}:${String(start.minute).padStart(2, "0")}`,
      location: String(details.item.location),
      description: String(details.item.description),
    };
  });
}

/**
 * The instant ical.js computes with the feed's VTIMEZONE reads, on @date-fns/tz's Los Angeles clock (the IANA rules),
 * as the wall time written: the VTIMEZONE is right. A time in the hour skipped in spring has no instant of its own:
 * readers differ (RFC 5545 reads it an hour later, ical.js an hour earlier), so either is taken.
 */
function expectSameWallClock(start: ICAL.Time): void {
  const read = new TZDate(start.toJSDate().getTime(), "America/Los_Angeles");
  const minutes = (t: { getHours(): number; getMinutes(): number }) => t.getHours() * 60 + t.getMinutes();
  const written = start.hour * 60 + start.minute;
  const skipped =
    read.getDate() === start.day && Math.abs(minutes(read) - written) === 60 && start.hour === 2 && start.month === 3;
  if (!skipped) expect([read.getDate(), minutes(read)]).toEqual([start.day, written]);
}

/** Where ical.js reads a feed otherwise than RFC 5545: the dates it lists that the RFC doesn't, and why. */
interface Departure {
  dates: string[];
  why: string;
}

/**
 * The feed as RFC 5545 reads it, with where ical.js departs from that. A rule without BYMONTH or BYMONTHDAY takes them
 * from DTSTART (RFC 5545 3.3.10), so writing them out changes nothing for the RFC; but ical.js rolls an implicit
 * Feb 29 over to Mar 1 in years without one, where the RFC skips the invalid date ("Such recurrence instances MUST
 * be ignored and MUST NOT be counted", 3.3.10) and ical.js reads the written-out form so (see the test below). Any
 * other difference between the two readings is a departure nobody has explained yet, and fails.
 */
function rfcReading(raw: string, to: string): { dates: Seen[]; departure: Departure | null } {
  const asWritten = calendarDates(raw, to);
  // The series' own lines, not its VTIMEZONE's (which has DTSTART and RRULE lines of its own).
  const at = raw.indexOf("BEGIN:VEVENT");
  const [zones, vevent] = [raw.slice(0, at), raw.slice(at)];
  const start = /^DTSTART[^:\r\n]*:(\d{4})(\d{2})(\d{2})/m.exec(vevent)!;
  const [month, day] = [Number(start[2]), Number(start[3])];
  const explicit =
    zones +
    vevent.replace(/^RRULE:(.*)$/m, (line, rule: string) => {
      const has = (part: string) => new RegExp(`(^|;)${part}=`).test(rule);
      if (/FREQ=YEARLY/.test(rule) && !has("BYMONTH") && !has("BYMONTHDAY") && !has("BYDAY"))
        return `${line};BYMONTH=${month};BYMONTHDAY=${day}`;
      if (/FREQ=MONTHLY/.test(rule) && !has("BYMONTHDAY") && !has("BYDAY")) return `${line};BYMONTHDAY=${day}`;
      return line;
    });
  if (explicit === raw) return { dates: asWritten, departure: null }; // nothing left to DTSTART
  const rfc = calendarDates(explicit, to);
  const key = (d: Seen) => JSON.stringify(d);
  if (JSON.stringify(rfc) === JSON.stringify(asWritten)) return { dates: rfc, departure: null };
  const extra = asWritten.filter((d) => !rfc.some((r) => key(r) === key(d))).map((d) => d.rid);
  const leapDay = month === 2 && day === 29;
  // The known departure: only Mar 1 of years without Feb 29 added, and (COUNT counting them) Feb 29s lost at the end.
  const known =
    leapDay &&
    extra.length > 0 &&
    extra.every((rid) => rid.endsWith("-03-01") && !isLeapYear(Number(rid.slice(0, 4)))) &&
    rfc.every((d, i) => i >= asWritten.length || !extra.includes(d.rid));
  if (!known) {
    throw new Error(`ical.js reads this feed unlike RFC 5545 in a way not yet explained:\n${explicit}`);
  }
  return {
    dates: rfc,
    departure: { dates: extra, why: "RFC 5545 3.3.10: Feb 29 in a year without one is skipped; ical.js lists Mar 1" },
  };
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * One stored series, its feed expanded to `to`, against the site's list: where ical.js departs from RFC 5545, against
 * the RFC's dates. The number of dates compared and the departure, if any.
 */
function compare(event: CommunityEvent, to: string): { compared: number; departure: Departure | null } {
  const served = eventOccurrence(event, today)!;
  const site = siteDates(event, served, to);
  const { dates, departure } = rfcReading(eventsCalendar([served], ORIGIN), to);
  expect(dates).toEqual(site);
  if (departure) {
    departedCases += 1;
    departedDates += departure.dates.length;
    // The site lists none of the dates ical.js adds.
    expect(site.filter((d) => departure.dates.includes(d.day))).toEqual([]);
  }
  return { compared: site.length, departure };
}

describe("the calendar feed, expanded by ical.js, lists the site's dates", () => {
  it("for every seeded series", () => {
    const seeded = seedEvents(today).filter((e) => e.rrule);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const { id, ...fields } of seeded) {
      const event = {
        ...fields,
        id,
        rrule: fields.rrule ?? "",
        displayDate: "",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-02T00:00:00.000Z",
      };
      const { compared } = compare(event as CommunityEvent, addDays(today, 1200));
      expect(compared).toBeGreaterThan(2);
      datesCompared += compared;
    }
  });

  afterAll(() => {
    console.log(
      `ics round-trip property: ${cases} series, ${datesCompared} dates compared (seed ${SEED}); ` +
        `${departedCases} where ical.js departs from RFC 5545 (${departedDates} dates), checked against the RFC`,
    );
  });

  const noExceptions: ExceptionPicks = { skip: [], change: [], extra: [], pause: null };
  const yearly = { freq: "YEARLY" as const, interval: 1, byDay: [], monthDay: null, positions: [] };

  it("a yearly all-day series from 2024-02-29 (FUZZ_SEED=1508882567, 1341319817): leap years only, as RFC 5545 says", () => {
    const event = storedSeries("2024-02-29", yearly, { count: null, untilDays: null }, "", noExceptions)!;
    const { departure } = compare(event, "2033-12-31");
    const served = eventOccurrence(event, today)!;
    expect(siteDates(event, served, "2033-12-31").map((d) => d.day)).toEqual([
      "2024-02-29",
      "2028-02-29",
      "2032-02-29",
    ]);
    expect(departure?.dates).toEqual(["2025", "2026", "2027", "2029", "2030", "2031", "2033"].map((y) => `${y}-03-01`));
  });

  it("a yearly series from Feb 29 with COUNT=3 has three leap days, where ical.js counts Mar 1s", () => {
    const event = storedSeries("2024-02-29", yearly, { count: 3, untilDays: null }, "7 PM", noExceptions)!;
    const served = eventOccurrence(event, today)!;
    expect(siteDates(event, served, "2040-12-31").map((d) => d.day)).toEqual([
      "2024-02-29",
      "2028-02-29",
      "2032-02-29",
    ]);
    expect(calendarDates(eventsCalendar([served], ORIGIN), "2040-12-31").map((d) => d.day)).toEqual([
      "2024-02-29",
      "2025-03-01",
      "2026-03-01",
    ]);
    expect(compare(event, "2040-12-31").departure?.dates).toEqual(["2025-03-01", "2026-03-01"]);
  });

  it("gives the same dates, days, local times, places and notes for random series", () => {
    fc.assert(
      fc.property(startDate, ruleShape, end, time, exceptions, (start, shape, e, clock, x) => {
        const event = storedSeries(start, shape, e, clock, x);
        fc.pre(event !== null);
        cases += 1;
        datesCompared += compare(event!, addDays(start, 1200)).compared;
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
