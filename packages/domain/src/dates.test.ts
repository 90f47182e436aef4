import { addDays, toIsoDate, toLongDate, toMonthAndYear, toShortMonth, todayInSiteZone, addMonths } from "./dates";

describe("event dates", () => {
  it.each([
    ["2024-12-15", "2024-12-15"],
    ["December 15, 2024", "2024-12-15"],
    ["Dec 15 2024", "2024-12-15"],
    ["march 5, 2025", "2025-03-05"],
    ["  July 4th, 2026 ", "2026-07-04"],
  ])("reads %p as %p", (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });

  it.each(["", "2024-02-30", "2023-02-29", "Smarch 5, 2025", "15/12/2024", "December 32, 2024", "Ju 4, 2026"])(
    "refuses %p",
    (input) => {
      expect(toIsoDate(input)).toBeNull();
    },
  );

  it("accepts a leap day", () => {
    expect(toIsoDate("February 29, 2024")).toBe("2024-02-29");
  });

  it("writes the long English form", () => {
    expect(toLongDate("2025-03-05")).toBe("March 5, 2025");
    expect(toLongDate("2024-12-15")).toBe("December 15, 2024");
  });

  it("computes today in America/Los_Angeles, not UTC", () => {
    // 05:00 UTC on Jan 2 is still Jan 1 in Los Angeles (UTC-8).
    expect(todayInSiteZone(new Date("2026-01-02T05:00:00Z"))).toBe("2026-01-01");
    // 08:00 UTC on Jul 2 is Jul 2 01:00 in Los Angeles (UTC-7).
    expect(todayInSiteZone(new Date("2026-07-02T08:00:00Z"))).toBe("2026-07-02");
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("month names", () => {
  it("gives the month and year, and the short month", () => {
    expect(toMonthAndYear("2025-03-31")).toBe("March 2025");
    expect(toMonthAndYear("2026-12-01")).toBe("December 2026");
    expect(toShortMonth("2025-09-05")).toBe("SEP");
    expect(toShortMonth("not a date")).toBe("");
  });
});

describe("addMonths", () => {
  it.each([
    ["2028-02-29", 24, "2030-02-28"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2027-02-28", 12, "2028-02-28"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-08-31", 1, "2026-09-30"],
    ["2026-10-31", 24, "2028-10-31"],
    ["2026-12-31", 2, "2027-02-28"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-01-15", -13, "2024-12-15"],
    ["2026-05-30", 0, "2026-05-30"],
  ])("%s plus %i months is %s: the same day, or the month's last", (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});
