/**
 * The series edits organisers ask for (docs/product.md#recurring-events): several weeks of the month, extra dates,
 * moved dates, pauses and "this and following" — read, checked, described, and applied to the dates.
 */
import { eventInputSchema } from "./event";
import { seriesOf } from "./recurrence";
import { buildRepeatRule, describeRepeatRule, parseRepeatRule } from "./repeat-rule";
import { seriesIssues } from "./series-checks";
import { splitSeries } from "./series-split";
import { exceptionsInWords } from "./series-view";

const base = { date: "2027-01-07", time: "7 PM", location: "Wilbur Square Park" };

describe("several weekday positions in a month", () => {
  it("reads BYDAY=1TH,3TH (and BYSETPOS) into one rule, writes it back and says it in words", () => {
    for (const text of ["FREQ=MONTHLY;BYDAY=3TH,1TH", "FREQ=MONTHLY;BYDAY=TH;BYSETPOS=1,3"]) {
      const parsed = parseRepeatRule(text);
      expect(parsed.ok && buildRepeatRule(parsed.rule)).toBe("FREQ=MONTHLY;BYDAY=1TH,3TH");
      expect(parsed.ok && describeRepeatRule(parsed.rule, "2027-01-07", "7 PM")).toBe(
        "Monthly on the first and third Thursday, 7 PM",
      );
    }
    const series = seriesOf({ ...base, rrule: "FREQ=MONTHLY;BYDAY=1TH,3TH" })!;
    expect(series.next("2027-01-01", 4).map((d) => d.date)).toEqual([
      "2027-01-07",
      "2027-01-21",
      "2027-02-04",
      "2027-02-18",
    ]);
  });

  it("refuses two weekdays or a repeated position, naming why", () => {
    expect(parseRepeatRule("FREQ=MONTHLY;BYDAY=1TH,3FR")).toEqual({
      ok: false,
      error: "A monthly series repeats on one weekday of the month",
    });
    expect(parseRepeatRule("FREQ=MONTHLY;BYDAY=1TH,1TH")).toEqual({
      ok: false,
      error: "Choose each week of the month once",
    });
  });
});

describe("extra dates, moved dates and pauses", () => {
  const weekly = { ...base, date: "2027-01-02", rrule: "FREQ=WEEKLY;BYDAY=SA" };

  it("adds an extra date, moves one date to another day, and cancels the dates in a pause", () => {
    const series = seriesOf({
      ...weekly,
      rdates: ["2027-01-05"],
      overrides: [{ date: "2027-01-09", moveTo: "2027-01-10", time: "10 AM", location: "", note: "" }],
      pauses: [{ from: "2027-01-16", to: "2027-01-31" }],
    })!;
    expect(series.next("2027-01-01", 4).map((d) => [d.date, d.day, d.time])).toEqual([
      ["2027-01-02", "2027-01-02", "7 PM"],
      ["2027-01-05", "2027-01-05", "7 PM"],
      ["2027-01-09", "2027-01-10", "10 AM"],
      ["2027-02-06", "2027-02-06", "7 PM"],
    ]);
    expect(series.on("2027-01-23")?.cancelled).toBe(true);
  });

  it.each([
    [
      "an extra date that is already a date",
      { rdates: ["2027-01-09"] },
      "rdates.0",
      /already one of the series' dates/,
    ],
    ["an extra date before the start", { rdates: ["2026-12-01"] }, "rdates.0", /before the series' first date/],
    [
      "a move onto another date",
      { overrides: [{ date: "2027-01-09", moveTo: "2027-01-16", time: "", location: "", note: "" }] },
      "overrides.0.moveTo",
      /already has a date/,
    ],
    [
      "a pause that ends before it starts",
      { pauses: [{ from: "2027-02-01", to: "2027-01-01" }] },
      "pauses.0.to",
      /on or after/,
    ],
    ["a pause over a year", { pauses: [{ from: "2027-01-01", to: "2028-06-01" }] }, "pauses.0.to", /at most a year/],
    [
      "a change to a skipped date",
      {
        exdates: ["2027-01-09"],
        overrides: [{ date: "2027-01-09", moveTo: "", time: "8 PM", location: "", note: "" }],
      },
      "overrides.0.date",
      /can't also be changed/,
    ],
  ])("refuses %s, naming the field", (_name, more, field, message) => {
    const result = eventInputSchema.safeParse({ title: "T", description: "D", ...weekly, ...more });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join(".") === field);
    expect(issue?.message).toMatch(message);
  });

  it("describes the exceptions in words for the preview", () => {
    expect(
      exceptionsInWords({
        skipped: ["2027-01-16"],
        changed: [{ date: "2027-01-09", moveTo: "2027-01-10" }],
        extra: ["2027-01-05"],
        paused: [{ from: "2027-07-01", to: "2027-07-31" }],
      }),
    ).toBe(
      "Skipped January 16, 2027; January 9, 2027 moved to January 10, 2027; also on January 5, 2027; paused July 1, 2027 to July 31, 2027.",
    );
  });
});

describe("the first date", () => {
  it("is moved onto the rule's first date when saved (finding 1)", () => {
    const parsed = eventInputSchema.parse({
      title: "T",
      description: "D",
      ...base,
      date: "2027-01-06",
      rrule: "FREQ=WEEKLY;BYDAY=SA,SU;COUNT=3",
    });
    expect(parsed.date).toBe("2027-01-09");
    expect(
      seriesOf(parsed)!
        .next("2027-01-01", 5)
        .map((d) => d.date),
    ).toEqual(["2027-01-09", "2027-01-10", "2027-01-16"]);
  });
});

describe("this and following", () => {
  const stored = {
    ...base,
    date: "2027-01-02",
    rrule: "FREQ=WEEKLY;BYDAY=SA;COUNT=10",
    exdates: ["2027-01-09", "2027-02-06"],
    overrides: [{ date: "2027-01-23", moveTo: "", time: "8 PM", location: "", note: "" }],
    rdates: [],
    pauses: [{ from: "2027-01-25", to: "2027-02-14" }],
  };

  it("ends the series the day before and starts a new one with what is left", () => {
    const split = splitSeries(stored, "2027-01-30");
    if (!split.ok) throw new Error(split.message);
    expect(split.before).toMatchObject({
      rrule: "FREQ=WEEKLY;BYDAY=SA;UNTIL=20270129",
      exdates: ["2027-01-09"],
      overrides: [{ date: "2027-01-23" }],
      pauses: [{ from: "2027-01-25", to: "2027-01-29" }],
    });
    expect(split.after).toMatchObject({
      date: "2027-01-30",
      rrule: "FREQ=WEEKLY;BYDAY=SA;COUNT=6",
      exdates: ["2027-02-06"],
      overrides: [],
      pauses: [{ from: "2027-01-30", to: "2027-02-14" }],
    });
    // Together the two series have the same dates as the one.
    const dates = (s: Parameters<typeof seriesOf>[0]) =>
      seriesOf(s)!
        .between("2027-01-01", "2027-12-31")
        .map((d) => d.date);
    expect([...dates(split.before), ...dates(split.after)]).toEqual(dates(stored));
    expect(seriesIssues(split.before)).toEqual([]);
  });

  it("refuses the first date and a date off the rule", () => {
    expect(splitSeries(stored, "2027-01-02")).toMatchObject({ ok: false, field: "date" });
    expect(splitSeries(stored, "2027-01-31")).toMatchObject({
      ok: false,
      message: "Choose one of the repeat rule's dates",
    });
  });
});
