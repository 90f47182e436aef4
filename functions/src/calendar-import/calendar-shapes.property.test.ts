/**
 * Calendars shaped like the ones merchants keep, in the shapes the real corpus (corpus/) lacks: events over several
 * days (all day, or Friday evening to Sunday afternoon) in zones whose clocks change on other days than Boulder
 * City's, weekly and daily rules with skipped dates named by day or by time in another zone, dates moved from long
 * ago, Outlook's midnight-to-midnight all-day events, holiday feeds' empty RRULE. Each generated file is imported as
 * the site imports it and compared with ical.js's expansion (corpus-oracle.ts), over the coming year.
 * `npm test` runs RUNS cases with a new seed each run (printed); FUZZ_PROFILE=deep runs RUNS_DEEP; FUZZ_SEED replays.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import fc from "fast-check";
import { addDays } from "@main-street/domain/dates";
import { icalDates, shownKey, siteDates } from "./corpus-oracle";
import { calendarFile } from "./test-calendars";
import { testToday } from "../../../scripts/test/test-clock";

const RUNS = process.env.FUZZ_PROFILE === "deep" ? 1500 : 60;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const TODAY = testToday();

const compact = (date: string) => date.replace(/-/g, "");
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`;

/** Zones a Boulder City calendar meets, with daylight-saving dates like and unlike its own. */
const zone = fc.constantFrom(
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/New_York",
  "Europe/London",
  "Europe/Berlin",
  "Australia/Sydney",
);
const day = fc.integer({ min: -60, max: 330 }).map((n) => addDays(TODAY, n));
/** A start on a quarter hour from 6 AM to 10:45 PM. */
const startMinutes = fc.integer({ min: 24, max: 91 }).map((q) => q * 15);

const spanning = fc.record({
  kind: fc.constant("span" as const),
  first: day,
  days: fc.integer({ min: 1, max: 9 }),
  timed: fc.option(fc.record({ zone, start: startMinutes, end: startMinutes })),
});

const repeating = fc.record({
  kind: fc.constant("rule" as const),
  first: day,
  zone,
  start: startMinutes,
  length: fc.constantFrom(60, 90, 180),
  freq: fc.constantFrom("DAILY;COUNT=20", "WEEKLY;COUNT=12", "WEEKLY;BYDAY=SA,SU;COUNT=10", "MONTHLY;COUNT=6"),
  // One skipped date, by its day or by its instant in UTC: ical.js mis-expands an event holding both kinds (it walks
  // its sorted EXDATE list once, so a date-only one can hide a date-time one on the same UTC day).
  skip: fc.option(fc.record({ n: fc.integer({ min: 1, max: 5 }), byTime: fc.boolean() })),
  move: fc.option(fc.record({ pick: fc.integer({ min: 0, max: 5 }), days: fc.integer({ min: 1, max: 60 }) })),
});

const outlookAllDay = fc.record({
  kind: fc.constant("outlook" as const),
  first: day,
  days: fc.integer({ min: 1, max: 4 }),
  zone: fc.constantFrom("Eastern Standard Time", "Pacific Standard Time", "GMT Standard Time"),
});

const holiday = fc.record({ kind: fc.constant("holiday" as const), first: day });

type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Shape = Of<typeof spanning> | Of<typeof repeating> | Of<typeof outlookAllDay> | Of<typeof holiday>;

/** A shape's VEVENTs, as the servers that write it do. */
function vevents(shape: Shape, i: number): string[][] {
  const uid = `UID:shape-${i}@generated.example`;
  const summary = `SUMMARY:Shape ${i}`;
  switch (shape.kind) {
    case "span": {
      if (!shape.timed) {
        const end = addDays(shape.first, shape.days + 1);
        return [[uid, summary, `DTSTART;VALUE=DATE:${compact(shape.first)}`, `DTEND;VALUE=DATE:${compact(end)}`]];
      }
      const { zone: tz, start, end } = shape.timed;
      return [
        [
          uid,
          summary,
          `DTSTART;TZID=${tz}:${compact(shape.first)}T${clock(start)}`,
          `DTEND;TZID=${tz}:${compact(addDays(shape.first, shape.days))}T${clock(end)}`,
        ],
      ];
    }
    case "rule": {
      // DTSTART on the rule (RFC 5545 leaves a recurrence set whose DTSTART is off its rule undefined).
      const weekend = shape.freq.includes("BYDAY=SA,SU");
      const first = weekend
        ? addDays(shape.first, (6 - new Date(`${shape.first}T12:00:00Z`).getUTCDay() + 7) % 7)
        : shape.first;
      const rule = { ...shape, first };
      const at = (date: string, minutes = rule.start) => `${compact(date)}T${clock(minutes)}`;
      const master = [
        uid,
        summary,
        `DTSTART;TZID=${rule.zone}:${at(rule.first)}`,
        `DTEND;TZID=${rule.zone}:${at(rule.first, rule.start + rule.length)}`,
        `RRULE:FREQ=${rule.freq}`,
      ];
      const step = rule.freq.startsWith("DAILY") ? 1 : rule.freq.startsWith("MONTHLY") ? 0 : 7;
      const nth = (n: number) => addDays(rule.first, n * step);
      const skipByDay = rule.skip && !rule.skip.byTime ? rule.skip.n : null;
      const skipByTime = rule.skip?.byTime ? rule.skip.n : null;
      if (step && skipByDay !== null) master.push(`EXDATE;VALUE=DATE:${compact(nth(skipByDay))}`);
      // The same date named by its instant in UTC, as Google writes it.
      if (step && skipByTime !== null) {
        const local = new Date(`${nth(skipByTime)}T00:00:00Z`);
        const utc = new Intl.DateTimeFormat("en-US", { timeZone: rule.zone, timeZoneName: "longOffset" })
          .formatToParts(local)
          .find((p) => p.type === "timeZoneName")!.value;
        const offset =
          utc === "GMT" ? 0 : (utc[3] === "-" ? -1 : 1) * (Number(utc.slice(4, 6)) * 60 + Number(utc.slice(7, 9)));
        const minutes = rule.start - offset;
        const dayShift = Math.floor(minutes / 1440);
        master.push(`EXDATE:${compact(addDays(nth(skipByTime), dayShift))}T${clock(minutes - dayShift * 1440)}Z`);
      }
      const events = [master];
      if (step && rule.move) {
        const original = nth(rule.move.pick);
        const moved = addDays(original, rule.move.days);
        events.push([
          uid,
          summary,
          `RECURRENCE-ID;TZID=${rule.zone}:${at(original)}`,
          `DTSTART;TZID=${rule.zone}:${at(moved)}`,
          `DTEND;TZID=${rule.zone}:${at(moved, rule.start + rule.length)}`,
        ]);
      }
      return events;
    }
    case "outlook":
      return [
        [
          uid,
          summary,
          `DTSTART;TZID="${shape.zone}":${compact(shape.first)}T000000`,
          `DTEND;TZID="${shape.zone}":${compact(addDays(shape.first, shape.days))}T000000`,
          "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        ],
      ];
    case "holiday":
      return [[uid, summary, `DTSTART;VALUE=DATE:${compact(shape.first)}`, "RRULE:"]];
  }
}

/** Outlook's zone names as the VTIMEZONEs Exchange sends with them (ical.js reads only those). */
const WINDOWS_VTIMEZONES = [
  ["Eastern Standard Time", "-0500", "-0400", "2SU", "1SU", "3", "11"],
  ["Pacific Standard Time", "-0800", "-0700", "2SU", "1SU", "3", "11"],
  ["GMT Standard Time", "+0000", "+0100", "-1SU", "-1SU", "3", "10"],
].flatMap(([tzid, standard, daylight, onDay, offDay, onMonth, offMonth]) => [
  "BEGIN:VTIMEZONE",
  `TZID:${tzid}`,
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  `TZOFFSETFROM:${daylight}`,
  `TZOFFSETTO:${standard}`,
  `RRULE:FREQ=YEARLY;BYDAY=${offDay};BYMONTH=${offMonth}`,
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  `TZOFFSETFROM:${standard}`,
  `TZOFFSETTO:${daylight}`,
  `RRULE:FREQ=YEARLY;BYDAY=${onDay};BYMONTH=${onMonth}`,
  "END:DAYLIGHT",
  "END:VTIMEZONE",
]);

/**
 * A named case (seed 1526747548): two daily series from the same day, one with its first date moved; ical.js related
 * the move to both until corpus-oracle.ts named each event's own exceptions.
 */
const twoSeriesOneMoved = {
  kind: "rule" as const,
  first: TODAY,
  zone: "America/Los_Angeles" as const,
  start: 360,
  length: 60 as const,
  freq: "DAILY;COUNT=20" as const,
  skip: null,
  move: { pick: 0, days: 1 },
};

const files = fc.array(fc.oneof(spanning, repeating, outlookAllDay, holiday), { minLength: 1, maxLength: 4 });
type Shapes = typeof files extends fc.Arbitrary<infer T> ? T : never;
const NAMED: [Shapes][] = [[[twoSeriesOneMoved, { ...twoSeriesOneMoved, move: null }]]];

it("shows generated calendars as ical.js expands them: spans, zones, skipped and moved dates, Outlook, holidays", () => {
  let compared = 0;
  fc.assert(
    fc.property(files, (shapes) => {
      // The zones' VTIMEZONEs, as Google and Apple send them (ical.js knows a zone only from its VTIMEZONE).
      const events = shapes.flatMap(vevents);
      const zones = [...new Set(events.flat().flatMap((l) => /;TZID=([A-Za-z_/]+):/.exec(l)?.[1] ?? []))];
      const vtimezones = zones.flatMap((z) => (getVtimezoneComponent(z) ?? "").trim().split(/\r?\n/));
      const text = calendarFile(events, [...WINDOWS_VTIMEZONES, ...vtimezones]);
      const site = siteDates(text, TODAY);
      const independent = icalDates(text, TODAY);
      expect(independent.unreadable).toEqual([]);
      const mine = site.dates.map(shownKey).sort();
      const theirs = independent.dates.map(shownKey).sort();
      compared += theirs.length;
      expect(mine).toEqual(theirs);
    }),
    { numRuns: RUNS, seed: SEED, examples: NAMED },
  );
  console.log(`generated calendar shapes: ${RUNS} files, ${compared} dates compared (seed ${SEED})`);
});
