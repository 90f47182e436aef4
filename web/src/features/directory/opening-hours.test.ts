import { formatClock, formatDays, formatOpeningHours } from "./opening-hours";

describe("opening hours", () => {
  it("formats 24-hour clock times", () => {
    expect(formatClock("06:00")).toBe("6:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("17:30")).toBe("5:30 PM");
    expect(formatClock("00:00")).toBe("12:00 AM");
  });

  it("collapses day runs", () => {
    expect(formatDays(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])).toBe("Daily");
    expect(formatDays(["Mo", "Tu", "We", "Th", "Fr"])).toBe("Mon–Fri");
    expect(formatDays(["We", "Th"])).toBe("Wed, Thu");
    expect(formatDays(["Su", "Fr", "Sa"])).toBe("Fri–Sun");
    expect(formatDays(["Mo", "We", "Th", "Fr"])).toBe("Mon, Wed–Fri");
  });

  it("turns structured hours into readable lines", () => {
    expect(
      formatOpeningHours([
        { days: ["We", "Th"], opens: "17:00", closes: "21:00" },
        { days: ["Su"], opens: "10:00", closes: "14:00" },
      ]),
    ).toEqual([
      { days: "Wed, Thu", times: "5:00 PM – 9:00 PM" },
      { days: "Sun", times: "10:00 AM – 2:00 PM" },
    ]);
  });
});
