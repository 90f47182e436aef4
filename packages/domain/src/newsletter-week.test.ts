import { editionAt, edition, editionRange, isoWeekOf, nextEdition, thursdayOf, webCopyWeek } from "./newsletter-week";

describe("ISO weeks", () => {
  it.each([
    ["2026-01-01", "2026-W01"], // a Thursday: week 1
    ["2027-01-01", "2026-W53"], // a Friday: the last week of 2026, which has 53
    ["2024-12-30", "2025-W01"], // a Monday whose Thursday is in 2025
    ["2021-01-03", "2020-W53"], // a Sunday
    ["2026-06-04", "2026-W23"],
    ["2026-06-07", "2026-W23"], // Sunday ends the week
    ["2026-06-08", "2026-W24"],
  ])("%s is in %s", (date, week) => {
    expect(isoWeekOf(date)).toBe(week);
  });

  it.each([
    ["2026-W23", "2026-06-04"],
    ["2026-W01", "2026-01-01"],
    ["2026-W53", "2026-12-31"],
    ["2025-W01", "2025-01-02"],
  ])("%s has its Thursday on %s", (week, thursday) => {
    expect(thursdayOf(week)).toBe(thursday);
  });

  it.each(["2025-W53", "2026-W00", "2026-W54", "2026-23", "2026-W3", "", "W23-2026"])("%s names no week", (week) => {
    expect(thursdayOf(week)).toBeNull();
  });
});

describe("editions", () => {
  it("runs from the Friday after its Thursday to the Thursday after that", () => {
    expect(edition("2026-W23")).toEqual({
      week: "2026-W23",
      sendsOn: "2026-06-04",
      from: "2026-06-05",
      to: "2026-06-11",
    });
    expect(edition("2026-W53")).toEqual({
      week: "2026-W53",
      sendsOn: "2026-12-31",
      from: "2027-01-01",
      to: "2027-01-07",
    });
  });

  it("takes the week on Los Angeles' clock, whatever the day is in UTC", () => {
    expect(editionAt(new Date("2026-06-04T15:00:00Z")).week).toBe("2026-W23"); // Thursday 08:00 PDT
    expect(editionAt(new Date("2026-06-08T06:30:00Z")).week).toBe("2026-W23"); // still Sunday 23:30 in LA
    expect(editionAt(new Date("2026-06-08T07:30:00Z")).week).toBe("2026-W24"); // Monday 00:30 in LA
  });

  it("calls this week's edition next until Thursday 08:00 in Los Angeles, summer and winter", () => {
    expect(nextEdition(new Date("2026-06-01T19:00:00Z")).week).toBe("2026-W23"); // Monday
    expect(nextEdition(new Date("2026-06-04T14:59:00Z")).week).toBe("2026-W23"); // Thursday 07:59 PDT
    expect(nextEdition(new Date("2026-06-04T15:00:00Z")).week).toBe("2026-W24"); // Thursday 08:00 PDT
    expect(nextEdition(new Date("2026-06-06T18:00:00Z")).week).toBe("2026-W24"); // Saturday
    expect(nextEdition(new Date("2026-01-08T15:59:00Z")).week).toBe("2026-W02"); // Thursday 07:59 PST
    expect(nextEdition(new Date("2026-01-08T16:00:00Z")).week).toBe("2026-W03"); // Thursday 08:00 PST
  });

  it("writes its days with the year once, or twice across New Year", () => {
    expect(editionRange(edition("2026-W23")!)).toBe("June 5 – June 11, 2026");
    expect(editionRange(edition("2025-W52")!)).toBe("December 26, 2025 – January 1, 2026");
  });

  it("has a web copy from five years back to eight weeks ahead", () => {
    const now = new Date("2026-06-04T18:00:00Z");
    expect(webCopyWeek("2026-W23", now)?.from).toBe("2026-06-05");
    expect(webCopyWeek("2021-W30", now)?.sendsOn).toBe("2021-07-29");
    expect(webCopyWeek("2026-W31", now)?.sendsOn).toBe("2026-07-30");
    expect(webCopyWeek("2026-W32", now)).toBeNull();
    expect(webCopyWeek("2020-W23", now)).toBeNull();
    expect(webCopyWeek("2026-W99", now)).toBeNull();
  });
});
