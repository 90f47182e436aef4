/**
 * openStatus against a deliberately naive reference: Intl's own reading of the Los Angeles clock (not @date-fns/tz),
 * wall times found by scanning minute by minute, no merging, and the next change found by stepping through every
 * minute of the next 8 days.
 */
import fc from "fast-check";
import { weekOf, type DaysRange, type TimeRange } from "./weekly-hours";
import { LOOKAHEAD_MS, openStatus, WEEKDAYS, type OpenStatus } from "./opening-hours";
import type { HoursException } from "./special-hours";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

const offsetByHour = new Map<number, number>();

/** Minutes since 1970-01-01 00:00 on the Los Angeles wall clock at instant t. Its offsets change on whole UTC hours. */
function wallMinutes(t: number): number {
  const hour = Math.floor(t / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(parts.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, Number(x.value)]));
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - hour * HOUR;
    offsetByHour.set(hour, offset);
  }
  return Math.floor((t + offset) / MINUTE);
}

/** The first instant whose wall clock reads `wall` (minutes since the epoch, wall time) or later. */
function firstInstantByScan(wall: number): number {
  // Los Angeles is 7 or 8 hours behind UTC, so the answer lies in this hour (and nothing earlier reads `wall`).
  for (let t = wall * MINUTE + 7 * HOUR; t <= wall * MINUTE + 8 * HOUR; t += MINUTE) {
    if (wallMinutes(t) >= wall) return t;
  }
  throw new Error("unreachable");
}

/** A wall-clock day (days since 1970-01-01) as YYYY-MM-DD. */
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

function referenceOpenings(
  hours: DaysRange[],
  now: number,
  exceptions: HoursException[] = [],
): { start: number; end: number }[] {
  const todayWall = Math.floor(wallMinutes(now) / 1440);
  const openings = [];
  for (let day = todayWall - 2; day <= todayWall + 9; day++) {
    const weekday = WEEKDAYS[(new Date(day * DAY).getUTCDay() + 6) % 7]!;
    // A dated exception replaces that date's ranges, and only that date's.
    const exception = exceptions.find((e) => e.date === isoDay(day));
    const ranges: TimeRange[] = exception
      ? exception.ranges
      : hours.filter((h) => h.days.includes(weekday)).map(({ opens, closes }) => ({ opens, closes }));
    for (const h of ranges) {
      const [oh, om] = h.opens.split(":").map(Number) as [number, number];
      const [ch, cm] = h.closes.split(":").map(Number) as [number, number];
      const opens = oh * 60 + om;
      let closes = h.closes === "23:59" ? 1440 : ch * 60 + cm;
      if (closes <= opens) closes += 1440;
      const start = firstInstantByScan(day * 1440 + opens);
      const end = firstInstantByScan(day * 1440 + closes);
      if (end > start) openings.push({ start, end });
    }
  }
  return openings;
}

function referenceStatus(hours: DaysRange[], now: Date, exceptions: HoursException[] = []): OpenStatus {
  const t = now.getTime();
  const openings = referenceOpenings(hours, t, exceptions);
  const openAt = (x: number) => openings.some((o) => o.start <= x && x < o.end);
  const openNow = openAt(t);
  for (let m = Math.floor(t / MINUTE) * MINUTE + MINUTE; m < t + LOOKAHEAD_MS; m += MINUTE) {
    if (openAt(m) !== openNow)
      return openNow ? { state: "open", closesAt: new Date(m) } : { state: "closed", opensAt: new Date(m) };
  }
  return openNow ? { state: "always-open" } : { state: "closed", opensAt: null };
}

const clock = fc.oneof(
  fc.constantFrom("00:00", "23:59", "01:00", "01:30", "02:00", "02:30", "03:00", "12:00"),
  fc
    .integer({ min: 0, max: 1439 })
    .map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`),
);
const range = fc.record({
  days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
  opens: clock,
  closes: clock,
});
const hours = fc.array(range, { maxLength: 6 });

/** DST changes in Los Angeles (UTC instants), around which instants are drawn more often. */
const TRANSITIONS = [
  "2025-03-09T10:00:00Z",
  "2025-11-02T09:00:00Z",
  "2026-03-08T10:00:00Z",
  "2026-11-01T09:00:00Z",
].map((s) => Date.parse(s));
const instant = fc.oneof(
  fc.integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2031-01-01T00:00:00Z") }),
  fc
    .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -9 * DAY, max: 9 * DAY }))
    .map(([at, delta]) => at + delta),
  fc
    .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
    .map(([at, delta]) => at + Math.round(delta / MINUTE) * MINUTE),
);

describe("openStatus agrees with a minute-by-minute reference", () => {
  it("for random hours and instants, DST nights included", () => {
    fc.assert(
      fc.property(hours, instant, (h, t) => {
        expect(openStatus({ hours: weekOf(h) }, new Date(t))).toEqual(referenceStatus(h, new Date(t)));
      }),
      { numRuns: 300 },
    );
  });

  it("for dense weekly schedules, which make long and always-open stretches likely", () => {
    const dense = fc.array(
      fc.record({ days: fc.subarray([...WEEKDAYS], { minLength: 5 }), opens: clock, closes: clock }),
      { minLength: 2, maxLength: 5 },
    );
    fc.assert(
      fc.property(dense, instant, (h, t) => {
        expect(openStatus({ hours: weekOf(h) }, new Date(t))).toEqual(referenceStatus(h, new Date(t)));
      }),
      { numRuns: 150 },
    );
  });

  it("with dated exceptions around the instant, closed or with ranges past midnight", () => {
    const exception = fc.record({
      offset: fc.integer({ min: -1, max: 9 }),
      ranges: fc.array(fc.record({ opens: clock, closes: clock }), { maxLength: 2 }),
    });
    /** Only when, not which exception: the reference knows nothing of labels. */
    const when = (status: OpenStatus) =>
      status.state === "open"
        ? { state: status.state, closesAt: status.closesAt }
        : status.state === "closed"
          ? { state: status.state, opensAt: status.opensAt }
          : status;
    fc.assert(
      fc.property(hours, instant, fc.array(exception, { maxLength: 4 }), (h, t, drawn) => {
        const today = Math.floor(wallMinutes(t) / 1440);
        const exceptions: HoursException[] = drawn
          .filter((e, i) => drawn.findIndex((o) => o.offset === e.offset) === i)
          .map((e) => ({
            date: isoDay(today + e.offset),
            kind: e.ranges.length ? "open" : "closed",
            ranges: e.ranges,
            label: "",
          }));
        const hoursNow = weekOf(h);
        const status = openStatus({ hours: hoursNow, exceptions }, new Date(t));
        // Without a week there is nothing to refine: the site shows no label (special-hours.ts).
        if (!WEEKDAYS.some((d) => hoursNow[d].length)) return;
        expect(when(status)).toEqual(referenceStatus(h, new Date(t), exceptions));
      }),
      { numRuns: 200 },
    );
  });
});
