import { weekOf } from "./weekly-hours";
import { openStatusText, shortClock } from "./opening-hours-text";
import { weekSchedule, weekSummary } from "./week-hours-text";
import { pdt } from "../../../scripts/test/fixtures/pacific-time";

describe("shortClock", () => {
  it("writes 12-hour times with minutes only when needed", () => {
    expect(shortClock(0)).toBe("12 AM");
    expect(shortClock(1440)).toBe("12 AM");
    expect(shortClock(9 * 60)).toBe("9 AM");
    expect(shortClock(12 * 60)).toBe("12 PM");
    expect(shortClock(21 * 60 + 30)).toBe("9:30 PM");
    expect(shortClock(26 * 60 + 5)).toBe("2:05 AM");
  });
});

describe("openStatusText", () => {
  it("has a text for each state", () => {
    const now = pdt("2026-07-06T10:00");
    expect(openStatusText({ state: "always-open" }, now)).toBe("Open 24 hours");
    expect(openStatusText({ state: "closed", opensAt: null }, now)).toBe("Closed");
    expect(openStatusText({ state: "closed", opensAt: pdt("2026-07-07T07:00") }, now)).toBe("Closed · opens 7 AM Tue");
    expect(openStatusText({ state: "open", closesAt: pdt("2026-07-06T21:00") }, now)).toBe("Open now · closes 9 PM");
  });
});

describe("weekSchedule", () => {
  const hours = weekOf([
    { days: ["Tu", "We"], opens: "17:00", closes: "21:00" },
    { days: ["Tu"], opens: "07:00", closes: "11:00" },
    { days: ["Fr", "Sa"], opens: "17:00", closes: "02:00" },
    { days: ["Su"], opens: "00:00", closes: "00:00" },
  ]);

  it("lists every day Monday first, ranges earliest first, overnight ranges on the day they open", () => {
    expect(weekSchedule(hours, pdt("2026-07-08T12:00")).map((d) => [d.name, d.text])).toEqual([
      ["Monday", "Closed"],
      ["Tuesday", "7 AM – 11 AM, 5 PM – 9 PM"],
      ["Wednesday", "5 PM – 9 PM"],
      ["Thursday", "Closed"],
      ["Friday", "5 PM – 2 AM"],
      ["Saturday", "5 PM – 2 AM"],
      ["Sunday", "Open 24 hours"],
    ]);
  });

  it("marks today on Boulder City's calendar", () => {
    const today = (now: Date) =>
      weekSchedule(hours, now)
        .filter((d) => d.today)
        .map((d) => d.day);
    expect(today(pdt("2026-07-08T12:00"))).toEqual(["We"]);
    // 23:30 on Sunday in Boulder City is already Monday in UTC and in Tokyo.
    expect(today(pdt("2026-07-12T23:30"))).toEqual(["Su"]);
    // Past midnight inside Saturday's late range, the calendar day is Sunday.
    expect(today(pdt("2026-07-12T01:00"))).toEqual(["Su"]);
  });

  it("reads 23:59 as midnight and drops duplicate ranges", () => {
    const days = weekSchedule(
      weekOf([
        { days: ["Mo"], opens: "00:00", closes: "23:59" },
        { days: ["Tu"], opens: "08:00", closes: "23:59" },
        { days: ["Tu"], opens: "08:00", closes: "23:59" },
      ]),
      pdt("2026-07-06T12:00"),
    );
    expect(days[0]!.text).toBe("Open 24 hours");
    expect(days[1]!.ranges).toEqual(["8 AM – 12 AM"]);
  });
});

describe("weekSummary", () => {
  it("writes the week on one line, days with the same hours together and closed days last", () => {
    const week = weekOf([
      { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" },
      { days: ["Sa"], opens: "10:00", closes: "14:00" },
    ]);
    expect(weekSummary(week)).toBe("Mon–Fri 9 AM – 5 PM; Sat 10 AM – 2 PM; Sun closed");
    expect(weekSummary(weekOf([{ days: ["Mo", "We"], opens: "17:00", closes: "02:00" }]))).toBe(
      "Mon, Wed 5 PM – 2 AM; Tue, Thu, Fri, Sat, Sun closed",
    );
    expect(weekSummary(null)).toBe("None listed");
  });
});
