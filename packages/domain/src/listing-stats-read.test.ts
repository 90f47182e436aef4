import { todayInSiteZone } from "./dates";
import {
  changePercent,
  changeText,
  daysOf,
  monthRange,
  previousMonth,
  recentMonths,
  statsMonthSchema,
  statsWindows,
} from "./listing-stats-read";

describe("the periods", () => {
  it("takes the last 30 days to today, and the 30 before them, without a gap or an overlap", () => {
    const { current, previous } = statsWindows("2025-03-10");
    expect(current).toEqual({ from: "2025-02-09", to: "2025-03-10" });
    expect(previous).toEqual({ from: "2025-01-10", to: "2025-02-08" });
    expect(daysOf(current)).toHaveLength(30);
    expect(daysOf(previous)).toHaveLength(30);
    expect(daysOf(current)[0]).toBe("2025-02-09");
  });

  it("counts a month from its first to its last day, leap years and December included", () => {
    expect(monthRange("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthRange("2025-02")).toEqual({ from: "2025-02-01", to: "2025-02-28" });
    expect(monthRange("2025-12")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(daysOf(monthRange("2025-07"))).toHaveLength(31);
  });

  it("offers the recent months newest first, across a year's end", () => {
    expect(recentMonths("2026-02-14", 4)).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
  });

  it("summarises the month before the Los Angeles date, whatever the UTC date says", () => {
    // 1 April 06:30 UTC is still 31 March, 23:30 in Los Angeles: last month is February.
    expect(previousMonth(todayInSiteZone(new Date("2025-04-01T06:30:00Z")))).toBe("2025-02");
    // 1 April 08:00 in Los Angeles (PDT, UTC-7): last month is March.
    expect(previousMonth(todayInSiteZone(new Date("2025-04-01T15:00:00Z")))).toBe("2025-03");
    // 1 January 08:00 PST (UTC-8): last month is December of the year before.
    expect(previousMonth(todayInSiteZone(new Date("2026-01-01T16:00:00Z")))).toBe("2025-12");
  });

  it("accepts only a real YYYY-MM as the export's month", () => {
    expect(statsMonthSchema.safeParse({ month: "2025-03" }).success).toBe(true);
    for (const month of ["2025-13", "2025-3", "2025-00", "25-03", "2025-03-01", "", ["2025-03"]]) {
      expect(statsMonthSchema.safeParse({ month }).success).toBe(false);
    }
  });
});

describe("the change from the previous period", () => {
  it("is a whole percentage, signed", () => {
    expect(changePercent(112, 100)).toBe(12);
    expect(changeText(112, 100)).toBe("+12% from the previous 30 days");
    expect(changeText(46, 50)).toBe("−8% from the previous 30 days");
    expect(changeText(1, 3)).toBe("−67% from the previous 30 days");
    expect(changeText(0, 7)).toBe("−100% from the previous 30 days");
  });

  it("has no percentage when nothing was counted before", () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changeText(5, 0)).toBe("Up from none in the previous 30 days");
    expect(changeText(0, 0)).toBe("None in the previous 30 days either");
  });

  it("says when nothing changed, and names another period when asked", () => {
    expect(changeText(9, 9)).toBe("No change from the previous 30 days");
    expect(changeText(30, 20, "February")).toBe("+50% from February");
  });
});
