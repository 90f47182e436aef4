import { calendarParts, fullEventDate } from "./event-dates";

describe("event dates on cards", () => {
  it("splits a calendar date into the badge's month, day and weekday", () => {
    expect(calendarParts("2025-03-05")).toEqual({ month: "MAR", day: "5", weekday: "Wednesday" });
    expect(calendarParts("2026-11-29")).toEqual({ month: "NOV", day: "29", weekday: "Sunday" });
    expect(calendarParts("someday")).toBeNull();
  });

  it("writes the full date with its weekday", () => {
    expect(fullEventDate("2025-07-04", "July 4, 2025")).toBe("Friday, July 4, 2025");
    expect(fullEventDate("", "Every Friday")).toBe("Every Friday");
  });
});
