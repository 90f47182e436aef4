import { closedWeek, weekOf, type WeeklyHours } from "@main-street/domain/weekly-hours";
import { fromWeekGrid, toWeekGrid, weekGridProblems, type WeekGrid } from "./week-grid";

function week(partial: Partial<WeekGrid>): WeekGrid {
  return { ...closedWeek(), ...partial };
}

describe("week grid ↔ stored hours", () => {
  it("edits a copy of the stored week, and saves it back sorted without repeats", () => {
    const stored: WeeklyHours = weekOf([{ days: ["Mo", "Tu"], opens: "09:00", closes: "17:00" }]);
    const grid = toWeekGrid(stored)!;
    grid.Mo.push({ opens: "06:00", closes: "08:00" }, { opens: "09:00", closes: "17:00" });
    expect(stored.Mo).toHaveLength(1);
    expect(fromWeekGrid(grid)).toEqual(
      week({
        Mo: [
          { opens: "06:00", closes: "08:00" },
          { opens: "09:00", closes: "17:00" },
        ],
        Tu: [{ opens: "09:00", closes: "17:00" }],
      }),
    );
  });

  it("has no grid for a listing without structured hours, and saves none for a week that never opens", () => {
    expect(toWeekGrid(null)).toBeNull();
    expect(toWeekGrid(closedWeek())).toBeNull();
    expect(fromWeekGrid(null)).toBeNull();
    expect(fromWeekGrid(closedWeek())).toBeNull();
  });

  it("names what can't be saved yet, per day, by the API's own rule", () => {
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
      We: "The ranges overlap",
    });
    expect(weekGridProblems(null)).toEqual({});
  });
});
