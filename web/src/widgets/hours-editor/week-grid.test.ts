import fc from "fast-check";
import type { OpeningHours } from "@main-street/domain/business";
import { openStatus, WEEKDAYS } from "@main-street/domain/opening-hours";
import { closedWeek, fromWeekGrid, toWeekGrid, weekGridProblems, type WeekGrid } from "./week-grid";
import type { TimeRange } from "./index";

function week(partial: Partial<WeekGrid>): WeekGrid {
  return { ...closedWeek(), ...partial };
}

describe("week grid ↔ structured hours", () => {
  it("merges days with the same ranges into one entry", () => {
    const nineToFive: TimeRange[] = [{ opens: "09:00", closes: "17:00" }];
    const grid = week({ Mo: nineToFive, Tu: nineToFive, We: nineToFive, Th: nineToFive, Fr: nineToFive });
    expect(fromWeekGrid(grid)).toEqual([{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }]);
  });

  it("writes a day with two ranges as two entries, and keeps overnight and 24-hour ranges", () => {
    const grid = week({
      Tu: [
        { opens: "17:00", closes: "21:00" },
        { opens: "07:00", closes: "11:00" },
      ],
      Fr: [{ opens: "17:00", closes: "02:00" }],
      Sa: [{ opens: "17:00", closes: "02:00" }],
      Su: [{ opens: "00:00", closes: "00:00" }],
    });
    expect(fromWeekGrid(grid)).toEqual([
      { days: ["Tu"], opens: "07:00", closes: "11:00" },
      { days: ["Tu"], opens: "17:00", closes: "21:00" },
      { days: ["Fr", "Sa"], opens: "17:00", closes: "02:00" },
      { days: ["Su"], opens: "00:00", closes: "00:00" },
    ]);
  });

  it("reads stored hours back, sorted per day without duplicates; free text or none is a closed week", () => {
    const hours: OpeningHours = [
      { days: ["We", "Th"], opens: "17:00", closes: "21:00" },
      { days: ["Th"], opens: "11:00", closes: "14:00" },
      { days: ["We"], opens: "17:00", closes: "21:00" },
    ];
    expect(toWeekGrid(hours)).toEqual(
      week({
        We: [{ opens: "17:00", closes: "21:00" }],
        Th: [
          { opens: "11:00", closes: "14:00" },
          { opens: "17:00", closes: "21:00" },
        ],
      }),
    );
    expect(toWeekGrid("Daily 9-5")).toEqual(closedWeek());
    expect(toWeekGrid(null)).toEqual(closedWeek());
    expect(fromWeekGrid(closedWeek())).toEqual([]);
  });

  it("names what can't be saved yet, per day", () => {
    expect(
      weekGridProblems(
        week({
          Mo: [{ opens: "09:00", closes: "" }],
          Tu: [{ opens: "9:00", closes: "17:00" }],
          We: [
            { opens: "09:00", closes: "13:00" },
            { opens: "12:00", closes: "17:00" },
          ],
          Th: [
            { opens: "07:00", closes: "11:00" },
            { opens: "17:00", closes: "02:00" },
          ],
        }),
      ),
    ).toEqual({
      Mo: "Enter an opening and a closing time",
      Tu: "Use times like 09:30",
      We: "The two ranges overlap",
    });
  });
});

const clock = fc
  .integer({ min: 0, max: 1439 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
const hours = fc.array(fc.record({ days: fc.subarray([...WEEKDAYS], { minLength: 1 }), opens: clock, closes: clock }), {
  maxLength: 8,
});

describe("the mapping keeps the schedule (property)", () => {
  it("stored → grid → stored gives the same ranges on every day, and so the same open state", () => {
    fc.assert(
      fc.property(hours, fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }), (h, t) => {
        const back = fromWeekGrid(toWeekGrid(h));
        expect(toWeekGrid(back)).toEqual(toWeekGrid(h));
        expect(openStatus(back, new Date(t))).toEqual(openStatus(h, new Date(t)));
      }),
    );
  });

  it("never writes more than 14 entries (the schema's cap) for a grid the editor allows", () => {
    const day = fc.array(fc.record({ opens: clock, closes: clock }), { maxLength: 2 });
    const grid = fc.tuple(day, day, day, day, day, day, day).map((days) => {
      return Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]!])) as unknown as WeekGrid;
    });
    fc.assert(fc.property(grid, (g) => expect(fromWeekGrid(g).length).toBeLessThanOrEqual(14)));
  });
});
