/**
 * The import's RRULE expander (rule-expansion.ts) against the `rrule` library, an independent implementation of
 * the same RFC 5545 rules: random rules with BYMONTH, BYMONTHDAY, BYYEARDAY, BYDAY (with positions), BYSETPOS,
 * BYHOUR, INTERVAL and WKST give the same dates after DTSTART over 500 days. And a rule with no dates, or a COUNT
 * from long ago, ends within its budget.
 *
 * `npm test` runs RUNS_BUDGET cases with a new seed each run; FUZZ_PROFILE=deep runs RUNS_DEEP; FUZZ_SEED replays.
 */
import fc from "fast-check";
import { RRule, type Weekday } from "rrule";
import { readRule } from "./calendar-rule";
import { dayNumber, isoDay } from "./calendar-values";
import { expandRule } from "./rule-expansion";

const RUNS = process.env.FUZZ_PROFILE === "deep" ? 1000 : 50;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const RRULE_DAYS: Weekday[] = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const FREQS = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY } as const;
let cases = 0;
let dates = 0;

const ruleText = fc
  .record({
    freq: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY") as fc.Arbitrary<keyof typeof FREQS>,
    interval: fc.integer({ min: 1, max: 4 }),
    byMonth: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
    byMonthDay: fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: -31, max: -1 })), {
      maxLength: 3,
    }),
    byYearDay: fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 366 }), fc.integer({ min: -366, max: -1 })), {
      maxLength: 2,
    }),
    byDay: fc.uniqueArray(
      fc.record({ nth: fc.constantFrom(0, 0, 1, 2, 3, 4, -1, -2), day: fc.integer({ min: 0, max: 6 }) }),
      { maxLength: 3, selector: (d) => `${d.nth}${d.day}` },
    ),
    bySetPos: fc.uniqueArray(fc.constantFrom(1, 2, 3, -1, -2), { maxLength: 2 }),
    byHour: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 2 }),
    wkst: fc.integer({ min: 0, max: 6 }),
    // At most two day parts, as calendars write them: more seldom leave a date, and the library then searches long.
    parts: fc.subarray(["byMonth", "byMonthDay", "byYearDay", "byDay"] as const, { maxLength: 2 }),
  })
  .map(({ parts, ...all }) => {
    const r = { ...all };
    for (const part of ["byMonth", "byMonthDay", "byYearDay", "byDay"] as const)
      if (!parts.includes(part)) r[part] = [];
    // Drop the parts RFC 5545 doesn't allow with the frequency, as a calendar wouldn't send them.
    const positional = r.freq === "MONTHLY" || r.freq === "YEARLY";
    // Either every weekday or some by position: the rrule library drops the plain ones from a mixed list.
    const byDay = r.byDay.filter((d) => (positional && r.byDay[0]!.nth !== 0 ? d.nth !== 0 : d.nth === 0));
    const byMonthDay = r.freq === "WEEKLY" ? [] : r.byMonthDay;
    const byYearDay = r.freq === "YEARLY" ? r.byYearDay : [];
    // BYSETPOS as calendars use it ("the last weekday of the month"): the rrule library ignores a position beyond
    // a period's set, and applies it to days where RFC 5545 (and ours) apply it to days × hours.
    const weekdays = byDay.length > 0 && byDay.every((d) => d.nth === 0) && !byMonthDay.length && !byYearDay.length;
    const bySetPos = positional && weekdays ? r.bySetPos : [];
    return { ...r, byDay, byMonthDay, byYearDay, bySetPos, byHour: bySetPos.length ? [] : r.byHour };
  });

const start = fc.record({
  day: fc.integer({ min: dayNumber("2020-01-01"), max: dayNumber("2030-12-31") }),
  minutes: fc.constantFrom(null, 600, 1170),
});

type GeneratedRule = typeof ruleText extends fc.Arbitrary<infer T> ? T : never;

function text(r: GeneratedRule): string {
  const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`, `WKST=${CODES[r.wkst]}`];
  const list = (name: string, values: (string | number)[]) => {
    if (values.length) parts.push(`${name}=${values.join(",")}`);
  };
  list("BYMONTH", r.byMonth);
  list("BYMONTHDAY", r.byMonthDay);
  list("BYYEARDAY", r.byYearDay);
  list(
    "BYDAY",
    r.byDay.map((d) => `${d.nth || ""}${CODES[d.day]}`),
  );
  list("BYSETPOS", r.bySetPos);
  return parts.join(";");
}

describe("the import's RRULE expander", () => {
  afterAll(() => console.log(`rule expansion property: ${cases} rules, ${dates} dates compared (seed ${SEED})`));

  it("gives the dates the rrule library gives", () => {
    fc.assert(
      fc.property(ruleText, start, (r, s) => {
        const timed = s.minutes !== null;
        const written = `${text(r)}${timed && r.byHour.length ? `;BYHOUR=${r.byHour.join(",")}` : ""}`;
        const read = readRule(written);
        if (!read.ok) throw new Error(`${written}: ${read.error}`);
        const from = s.day - 3;
        const to = s.day + 500;
        const ours = expandRule(read.rule, s, { from, to, until: null, max: 5000 }, { days: 10_000_000 });
        const at = (day: number, minutes: number | null) => `${isoDay(day)}T${String(minutes ?? 0).padStart(4, "0")}`;
        const mine = ours.dates.filter((d) => d.day > s.day || (d.minutes ?? 0) > (s.minutes ?? 0));
        const dtstart = new Date((s.day * 1440 + (s.minutes ?? 0)) * 60_000);
        const reference = new RRule({
          freq: FREQS[r.freq],
          interval: r.interval,
          wkst: RRULE_DAYS[r.wkst],
          dtstart,
          bymonth: r.byMonth.length ? r.byMonth : null,
          bymonthday: r.byMonthDay.length ? r.byMonthDay : null,
          byyearday: r.byYearDay.length ? r.byYearDay : null,
          byweekday: r.byDay.length
            ? r.byDay.map((d) => (d.nth ? RRULE_DAYS[d.day]!.nth(d.nth) : RRULE_DAYS[d.day]!))
            : null,
          bysetpos: r.bySetPos.length ? r.bySetPos : null,
          byhour: timed ? (r.byHour.length ? r.byHour : [Math.floor(s.minutes! / 60)]) : [0],
          byminute: [timed ? s.minutes! % 60 : 0],
          bysecond: [0],
        })
          .between(new Date(dtstart.getTime() + 60_000), new Date((to + 1) * 86_400_000 - 60_000), true)
          .map((d) => {
            const minutes = Math.round(d.getTime() / 60_000);
            return at(Math.floor(minutes / 1440), timed ? minutes % 1440 : null);
          })
          // rrule gives a day's BYHOUR times in the order written, and a date twice when two BYSETPOS pick it.
          .sort()
          .filter((d, i, all) => d !== all[i - 1]);
        cases += 1;
        dates += reference.length;
        expect(mine.map((d) => at(d.day, d.minutes))).toEqual(reference);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("counts days as Date does, from the year 1 to 9999", () => {
    for (let day = dayNumber("0001-01-01"); day <= dayNumber("9999-12-31"); day += 997) {
      const date = new Date(day * 86_400_000);
      const expected = `${String(date.getUTCFullYear()).padStart(4, "0")}-${date.toISOString().slice(5, 10)}`;
      expect(isoDay(day)).toBe(expected);
      expect(dayNumber(expected)).toBe(day);
    }
  });

  it("counts DTSTART as the first date, and stops at COUNT and UNTIL", () => {
    const read = readRule("FREQ=WEEKLY;BYDAY=SA;COUNT=3");
    if (!read.ok) throw new Error(read.error);
    const wednesday = dayNumber("2026-07-01");
    const window = { from: wednesday, to: wednesday + 100, until: null, max: 100 };
    const got = expandRule(read.rule, { day: wednesday, minutes: 600 }, window, { days: 1e6 }).dates;
    expect(got.map((d) => isoDay(d.day))).toEqual(["2026-07-01", "2026-07-04", "2026-07-11"]);
    const until = { day: dayNumber("2026-07-18"), minutes: 599 };
    const open = readRule("FREQ=WEEKLY;BYDAY=SA");
    if (!open.ok) throw new Error(open.error);
    const capped = expandRule(open.rule, { day: wednesday, minutes: 600 }, { ...window, until }, { days: 1e6 }).dates;
    expect(capped.map((d) => isoDay(d.day))).toEqual(["2026-07-01", "2026-07-04", "2026-07-11"]);
  });

  it("ends within its budget on a rule with no dates and on a COUNT from the year 1", () => {
    for (const rule of ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31;COUNT=5"]) {
      const read = readRule(rule);
      if (!read.ok) throw new Error(read.error);
      const window = { from: dayNumber("2026-01-01"), to: dayNumber("9999-12-31"), until: null, max: 370 };
      const result = expandRule(read.rule, { day: dayNumber("2026-01-01"), minutes: null }, window, { days: 100_000 });
      expect(result).toMatchObject({ exhausted: true, dates: [{ day: dayNumber("2026-01-01") }] });
    }
    const old = readRule("FREQ=DAILY;COUNT=999999999");
    if (!old.ok) throw new Error(old.error);
    const window = { from: dayNumber("2026-01-01"), to: dayNumber("2026-12-31"), until: null, max: 370 };
    const result = expandRule(old.rule, { day: dayNumber("0001-01-01"), minutes: 600 }, window, { days: 100_000 });
    expect(result).toMatchObject({ exhausted: true, dates: [] });
  });

  it("refuses rules it doesn't read, saying why", () => {
    expect(readRule("FREQ=HOURLY")).toEqual({ ok: false, error: "it repeats more often than once a day" });
    expect(readRule("FREQ=YEARLY;BYWEEKNO=20")).toMatchObject({ ok: false, error: expect.stringMatching(/BYWEEKNO/) });
    for (const broken of ["FREQ=WEEKLY;BYDAY=XX", "FREQ=DAILY;INTERVAL=0", "FREQ=MONTHLY;BYMONTHDAY=32", "BYDAY=MO"])
      expect(readRule(broken).ok).toBe(false);
  });
});
