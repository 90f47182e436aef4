/**
 * The site's own calendar feed, read back by the import: random series written by the feed's writer (ics.ts) parse
 * back to one series with the same rule and first date, and over the year ahead the same dates, days, local times,
 * places and cancellations (a pause comes back as its skipped dates). Series cover weekly, monthly by day or by
 * weekday position, yearly and daily rules; timed and all-day times; starts on both DST nights; UNTIL, COUNT or no
 * end; skipped, paused, changed, moved and extra dates.
 *
 * `npm test` runs RUNS_BUDGET cases with a new seed each run; FUZZ_PROFILE=deep runs RUNS_DEEP; FUZZ_SEED replays.
 */
import fc from "fast-check";
import { eventPlaceText } from "@main-street/domain/calendar-links";
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { wallSchedule } from "@main-street/domain/event-wall-clock";
import { eventOccurrence, seriesOf, type Series } from "@main-street/domain/recurrence";
import { buildRepeatRule, type RepeatRule } from "@main-street/domain/repeat-rule";
import { seriesIssues } from "@main-street/domain/series-checks";
import { dstNights } from "../../../scripts/test/fixtures/pacific-time";
import { ruleShape } from "../../../scripts/test/fixtures/repeat-rules";
import { eventsCalendar } from "../calendar/ics";
import { parseCalendar } from "./parse-calendar";

const RUNS = process.env.FUZZ_PROFILE === "deep" ? 2000 : 100;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ORIGIN = "https://main.example";
const TODAY = "2026-02-15";
const YEAR_ON = "2027-02-15";
const figures = { cases: 0, ended: 0, dates: 0 };

const start = fc.oneof(
  fc.constantFrom(...dstNights(2025), ...dstNights(2026)),
  fc.integer({ min: -400, max: 300 }).map((days) => addDays(TODAY, days)),
);
const end = fc.oneof(
  fc.constant({ count: null, untilDays: null }),
  fc.integer({ min: 1, max: 60 }).map((count) => ({ count, untilDays: null })),
  fc.integer({ min: 0, max: 900 }).map((untilDays) => ({ count: null, untilDays })),
);
const time = fc.constantFrom("", "Evening", "1:30 AM", "2:30 AM", "8 AM-noon", "7 PM", "9pm-1am", "11:30 PM");
const exceptions = fc.record({
  skip: fc.array(fc.nat(40), { maxLength: 3 }),
  change: fc.array(
    fc.record({
      pick: fc.nat(40),
      time: fc.constantFrom("", "All day", "2:30 AM", "10 AM", "6-9 PM"),
      location: fc.constantFrom("", "Bicentennial Park"),
      moveDays: fc.constantFrom(0, 0, 1, -1, 3),
    }),
    { maxLength: 3 },
  ),
  extra: fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 2 }),
  pause: fc.option(fc.record({ pick: fc.nat(40), days: fc.integer({ min: 0, max: 60 }) })),
});

/** A stored series with the exceptions that are valid for it (each kept only when the series still passes). */
function storedSeries(
  first: string,
  rule: RepeatRule,
  clock: string,
  x: typeof exceptions extends fc.Arbitrary<infer T> ? T : never,
) {
  const event: CommunityEvent = {
    ...{ id: "series", title: "Market", description: "<p>Fresh food.</p>", excerpt: "", image: "", category: "" },
    ...{ date: first, displayDate: "", time: clock, location: "Wilbur Square Park", featured: "false" },
    ...{ rrule: buildRepeatRule(rule), createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-02T00:00:00.000Z" },
  };
  const series = seriesOf(event);
  if (!series || !series.dates.has(series.start)) return null;
  event.date = series.start;
  const dates = series.dates.after(addDays(TODAY, -30), 41);
  if (dates.length === 0) return event;
  const at = (i: number) => dates[i % dates.length]!;
  const add = (patch: Partial<CommunityEvent>) => {
    if (seriesIssues({ ...event, ...patch }).length === 0) Object.assign(event, patch);
  };
  for (const i of x.skip) add({ exdates: [...new Set([...(event.exdates ?? []), at(i)])].sort() });
  for (const c of x.change) {
    const date = at(c.pick);
    const change = {
      date,
      moveTo: c.moveDays ? addDays(date, c.moveDays) : "",
      time: c.time,
      location: c.location,
      note: "",
    };
    add({
      overrides: [...(event.overrides ?? []).filter((o) => o.date !== date), change].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    });
  }
  for (const days of x.extra)
    add({ rdates: [...new Set([...(event.rdates ?? []), addDays(event.date, days)])].sort() });
  if (x.pause) add({ pauses: [{ from: at(x.pause.pick), to: addDays(at(x.pause.pick), x.pause.days) }] });
  return event;
}

/** What a visitor sees of each date over the year ahead. */
function shown(series: Series): string[] {
  return series.between(TODAY, YEAR_ON).map((d) => {
    const when = wallSchedule(d.day, d.time)!;
    const clock = when.allDay ? "all day" : when.startTime;
    return `${d.date} on ${d.day} at ${clock} in ${eventPlaceText(d.location)}${d.cancelled ? " (cancelled)" : ""}`;
  });
}

describe("the site's own feed, read back by the import", () => {
  afterAll(() =>
    console.log(
      `calendar round trip: ${figures.cases} series (${figures.ended} ended), ${figures.dates} dates compared (seed ${SEED})`,
    ),
  );

  it("gives the same series: rule, first date, and each date's day, time, place and cancellation", () => {
    fc.assert(
      fc.property(start, ruleShape, end, time, exceptions, (first, s, e, clock, x) => {
        const rule: RepeatRule = {
          ...s,
          count: e.count,
          until: e.untilDays === null ? null : addDays(first, e.untilDays),
        };
        const event = storedSeries(first, rule, clock, x);
        fc.pre(event !== null);
        figures.cases += 1;
        const site = seriesOf(event!)!;
        const { events } = parseCalendar(eventsCalendar([eventOccurrence(event!, TODAY)!], ORIGIN), { today: TODAY });
        if (site.next(TODAY, 1).length === 0) {
          figures.ended += 1;
          return expect(events).toEqual([]);
        }
        expect(events).toHaveLength(1);
        const imported = events[0]!;
        expect([imported.key, imported.data.rrule, imported.data.date]).toEqual([
          `series@main.example`,
          event!.rrule,
          event!.date,
        ]);
        const read = seriesOf({
          ...imported.data,
          time: imported.data.time ?? "",
          location: imported.data.location ?? "",
        } as never)!;
        const expected = shown(site);
        figures.dates += expected.length;
        expect(shown(read)).toEqual(expected);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
