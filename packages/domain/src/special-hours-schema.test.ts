/** Bad special hours and access details are refused by name (docs/product.md#hours, #access). */
import { fieldErrors } from "./api-error";
import { businessInputSchema } from "./business";
import { pastSpecialHours } from "./special-hours-schema";
import { weekOf } from "./weekly-hours";

const WEEK = weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }]);
const base = { name: "Blue Plate Diner", category: "restaurants", hours: WEEK };

const problems = (input: object) => {
  const result = businessInputSchema.safeParse({ ...base, ...input });
  return result.success ? {} : fieldErrors(result.error);
};

describe("special hours the API refuses, naming the field", () => {
  it("two exceptions on one date", () => {
    const day = { date: "2030-11-28", kind: "closed", label: "Thanksgiving" };
    expect(problems({ exceptions: [day, { ...day, label: "Again" }] })).toEqual({
      "exceptions.1.date": "November 28, 2030 already has special hours: keep one",
    });
  });

  it("an evening past midnight that runs into the next day's own special hours", () => {
    const late = { date: "2030-07-05", kind: "open", ranges: [{ opens: "18:00", closes: "02:00" }], label: "Art walk" };
    const early = { date: "2030-07-06", kind: "open", ranges: [{ opens: "01:00", closes: "05:00" }], label: "" };
    expect(problems({ exceptions: [late, early] })).toEqual({
      "exceptions.1.ranges": "Overlaps the special hours of July 5, 2030, which run past midnight",
    });
    // Touching is fine: one ends at 2, the next opens at 2.
    expect(problems({ exceptions: [late, { ...early, ranges: [{ opens: "02:00", closes: "05:00" }] }] })).toEqual({});
  });

  it("other hours without a range, overlapping ranges, a bad date, an unknown kind", () => {
    expect(
      problems({
        exceptions: [
          { date: "2030-01-01", kind: "open", ranges: [] },
          {
            date: "2030-01-02",
            kind: "open",
            ranges: [
              { opens: "09:00", closes: "12:00" },
              { opens: "11:00", closes: "13:00" },
            ],
          },
          { date: "2030-02-30", kind: "closed" },
          { date: "2030-01-04", kind: "sometimes" },
        ],
      }),
    ).toEqual({
      "exceptions.0.ranges": "Give the hours it opens",
      "exceptions.1.ranges": "The ranges overlap",
      "exceptions.2.date": "Use a date like 2026-11-26",
      "exceptions.3.kind": "Choose closed all day, other hours or the usual hours",
    });
  });

  it("a season that ends before it starts, one longer than a year, and seasons that overlap", () => {
    const summer = { from: "2030-06-01", to: "2030-09-30", label: "Summer hours", hours: WEEK };
    expect(problems({ seasons: [{ ...summer, to: "2030-05-01" }] })).toEqual({
      "seasons.0.to": "The season ends before it starts",
    });
    expect(problems({ seasons: [{ ...summer, to: "2031-06-01" }] })).toEqual({
      "seasons.0.to": "A season can last at most a year",
    });
    expect(problems({ seasons: [summer, { ...summer, from: "2030-09-01", to: "2030-10-31", label: "Fall" }] })).toEqual(
      { "seasons.1.from": "Overlaps Summer hours (June 1, 2030 – September 30, 2030)" },
    );
  });

  it("dates that have passed, unless the listing already has them", () => {
    const past = { date: "2026-01-01", kind: "closed" as const, ranges: [], label: "New Year" };
    const season = { from: "2025-06-01", to: "2025-09-30", label: "", hours: WEEK };
    expect(pastSpecialHours({ exceptions: [past], seasons: [season] }, "2026-03-01")).toEqual([
      { path: ["exceptions", 0, "date"], message: "January 1, 2026 has passed" },
      { path: ["seasons", 0, "to"], message: "This season ended on September 30, 2025" },
    ]);
    expect(pastSpecialHours({ exceptions: [past] }, "2026-03-01", { exceptions: [past] })).toEqual([]);
    expect(pastSpecialHours({ exceptions: [{ ...past, date: "2026-03-01" }] }, "2026-03-01")).toEqual([]);
  });
});

describe("access details", () => {
  it("refuses an unknown feature by name and a state it doesn't know, and keeps nothing of them", () => {
    expect(problems({ access: { ramp: { state: "yes" }, seating: { state: "maybe" } } })).toEqual({
      "access.ramp": expect.stringMatching(/^Unknown access detail "ramp": use one of step-free-entrance, /),
      "access.seating.state": 'Choose "yes", "no" or "unknown"',
    });
  });

  it("stores Yes and No with their notes, and leaves unknown out (not reported)", () => {
    const result = businessInputSchema.parse({
      ...base,
      access: {
        "step-free-entrance": { state: "yes", note: " Ramp at the side door on Nevada Way " },
        "hearing-loop": { state: "no" },
        seating: { state: "unknown" },
      },
    });
    expect(result.access).toEqual({
      "step-free-entrance": { state: "yes", note: "Ramp at the side door on Nevada Way" },
      "hearing-loop": { state: "no", note: "" },
    });
  });
});
