import { weekOf } from "./weekly-hours";
import { hoursConfirmedNote, isOpenNow, openStatus } from "./opening-hours";
import { openNowText } from "./opening-hours-text";
import { pdt, pst } from "../../../scripts/test/fixtures/pacific-time";

// 2026-07-06 is a Monday.

const WEEKDAYS_9_TO_5 = weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }]);

describe("open now: ordinary days", () => {
  it("is open inside a range and says when it closes", () => {
    const now = pdt("2026-07-06T10:00");
    expect(openStatus({ hours: WEEKDAYS_9_TO_5 }, now)).toEqual({ state: "open", closesAt: pdt("2026-07-06T17:00") });
    expect(openNowText({ hours: WEEKDAYS_9_TO_5 }, now)).toBe("Open now · closes 5 PM");
  });

  it("opens at the opening minute and closes at the closing minute", () => {
    expect(openStatus({ hours: WEEKDAYS_9_TO_5 }, pdt("2026-07-06T09:00")).state).toBe("open");
    expect(openStatus({ hours: WEEKDAYS_9_TO_5 }, pdt("2026-07-06T08:59:59")).state).toBe("closed");
    expect(openStatus({ hours: WEEKDAYS_9_TO_5 }, pdt("2026-07-06T17:00")).state).toBe("closed");
  });

  it("before opening names the time only; after the last opening of the week names the day", () => {
    expect(openNowText({ hours: WEEKDAYS_9_TO_5 }, pdt("2026-07-06T07:15"))).toBe("Closed · opens 9 AM");
    expect(openNowText({ hours: WEEKDAYS_9_TO_5 }, pdt("2026-07-10T18:00"))).toBe("Closed · opens 9 AM Mon");
  });

  it("shows minutes only when there are some", () => {
    const hours = weekOf([{ days: ["Mo"], opens: "06:30", closes: "21:45" }]);
    expect(openNowText({ hours }, pdt("2026-07-06T06:00"))).toBe("Closed · opens 6:30 AM");
    expect(openNowText({ hours }, pdt("2026-07-06T12:00"))).toBe("Open now · closes 9:45 PM");
  });

  it("handles two ranges on one day", () => {
    const hours = weekOf([
      { days: ["Tu"], opens: "17:00", closes: "21:00" },
      { days: ["Tu"], opens: "07:00", closes: "11:00" },
    ]);
    expect(openNowText({ hours }, pdt("2026-07-07T10:00"))).toBe("Open now · closes 11 AM");
    expect(openNowText({ hours }, pdt("2026-07-07T12:00"))).toBe("Closed · opens 5 PM");
    expect(openNowText({ hours }, pdt("2026-07-07T22:00"))).toBe("Closed · opens 7 AM Tue");
  });

  it("treats ranges that touch or overlap as one opening", () => {
    const hours = weekOf([
      { days: ["Mo"], opens: "09:00", closes: "12:00" },
      { days: ["Mo"], opens: "12:00", closes: "15:00" },
      { days: ["Mo"], opens: "14:00", closes: "18:00" },
    ]);
    expect(openNowText({ hours }, pdt("2026-07-06T10:00"))).toBe("Open now · closes 6 PM");
  });

  it("is closed all day on a day without hours, and says which day it opens", () => {
    expect(openNowText({ hours: WEEKDAYS_9_TO_5 }, pdt("2026-07-11T12:00"))).toBe("Closed · opens 9 AM Mon");
    expect(
      openNowText({ hours: weekOf([{ days: ["Th"], opens: "10:00", closes: "12:00" }]) }, pdt("2026-07-06T12:00")),
    ).toBe("Closed · opens 10 AM Thu");
  });
});

describe("open now: ranges that pass midnight", () => {
  const LATE = weekOf([{ days: ["Fr", "Sa"], opens: "17:00", closes: "02:00" }]);

  it("stays open past midnight and names the next day's closing when it is not today", () => {
    expect(openNowText({ hours: LATE }, pdt("2026-07-10T23:00"))).toBe("Open now · closes 2 AM Sat");
    expect(openNowText({ hours: LATE }, pdt("2026-07-11T01:00"))).toBe("Open now · closes 2 AM");
  });

  it("is open early on Sunday from Saturday's range, and closed early on Friday", () => {
    expect(openStatus({ hours: LATE }, pdt("2026-07-12T01:59")).state).toBe("open");
    expect(openNowText({ hours: LATE }, pdt("2026-07-12T02:00"))).toBe("Closed · opens 5 PM Fri");
    expect(openStatus({ hours: LATE }, pdt("2026-07-10T01:00")).state).toBe("closed");
  });

  it("reads 00:00–00:00 as 24 hours from midnight", () => {
    const hours = weekOf([{ days: ["Sa"], opens: "00:00", closes: "00:00" }]);
    expect(openNowText({ hours }, pdt("2026-07-11T00:00"))).toBe("Open now · closes 12 AM Sun");
    expect(openNowText({ hours }, pdt("2026-07-11T23:59"))).toBe("Open now · closes 12 AM Sun");
    expect(openStatus({ hours }, pdt("2026-07-12T00:00")).state).toBe("closed");
  });

  it("reads a closing of 23:59 as midnight", () => {
    const hours = weekOf([{ days: ["Mo", "Tu"], opens: "08:00", closes: "23:59" }]);
    expect(openNowText({ hours }, pdt("2026-07-06T23:59:30"))).toBe("Open now · closes 12 AM Tue");
  });

  it("chains days into one opening, and a week without a break is 'Open 24 hours'", () => {
    const chain = weekOf([
      { days: ["Mo"], opens: "20:00", closes: "00:00" },
      { days: ["Tu"], opens: "00:00", closes: "18:00" },
    ]);
    expect(openNowText({ hours: chain }, pdt("2026-07-06T21:00"))).toBe("Open now · closes 6 PM Tue");
    const always = weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "00:00", closes: "23:59" }]);
    expect(openStatus({ hours: always }, pdt("2026-07-08T03:00"))).toEqual({ state: "always-open" });
    expect(openNowText({ hours: always }, pdt("2026-07-08T03:00"))).toBe("Open 24 hours");
  });
});

describe("open now: daylight-saving days in Boulder City", () => {
  // 2026-03-08: clocks go from 01:59:59 PST to 03:00 PDT (10:00 UTC). 2026-11-01: from 01:59:59 PDT to 01:00 PST.
  const SPRING_JUMP = new Date("2026-03-08T10:00:00Z");

  it("a 01:30–03:00 range on the spring-forward night lasts 30 minutes", () => {
    const hours = weekOf([{ days: ["Su"], opens: "01:30", closes: "03:00" }]);
    expect(openStatus({ hours }, pst("2026-03-08T01:45"))).toEqual({ state: "open", closesAt: SPRING_JUMP });
    expect(openNowText({ hours }, pst("2026-03-08T01:45"))).toBe("Open now · closes 3 AM");
    expect(openStatus({ hours }, SPRING_JUMP).state).toBe("closed");
  });

  it("a closing time in the skipped hour closes at the jump", () => {
    const hours = weekOf([{ days: ["Sa"], opens: "20:00", closes: "02:30" }]);
    expect(openStatus({ hours }, pst("2026-03-07T23:00"))).toEqual({ state: "open", closesAt: SPRING_JUMP });
  });

  it("a range entirely inside the skipped hour doesn't happen that night", () => {
    const hours = weekOf([{ days: ["Su"], opens: "02:10", closes: "02:40" }]);
    expect(openStatus({ hours }, pst("2026-03-08T01:00"))).toEqual({
      state: "closed",
      opensAt: pdt("2026-03-15T02:10"),
    });
  });

  it("on the fall-back night a range passing 01:00–02:00 ends at the first 01:30", () => {
    const hours = weekOf([{ days: ["Sa"], opens: "20:00", closes: "01:30" }]);
    const firstOneThirty = pdt("2026-11-01T01:30");
    expect(openStatus({ hours }, pdt("2026-11-01T01:00"))).toEqual({ state: "open", closesAt: firstOneThirty });
    // The second 01:00–01:30, in PST, is after closing.
    expect(openStatus({ hours }, pst("2026-11-01T01:10")).state).toBe("closed");
  });

  it("a 01:00–02:00 range on the fall-back night lasts two real hours", () => {
    const hours = weekOf([{ days: ["Su"], opens: "01:00", closes: "02:00" }]);
    expect(openStatus({ hours }, pdt("2026-11-01T01:00"))).toEqual({
      state: "open",
      closesAt: pst("2026-11-01T02:00"),
    });
    expect(openStatus({ hours }, pst("2026-11-01T01:30")).state).toBe("open");
  });

  it("labels are in Boulder City time on both sides of a change", () => {
    const hours = weekOf([{ days: ["Su"], opens: "09:00", closes: "17:00" }]);
    expect(openNowText({ hours }, pdt("2026-10-31T22:00"))).toBe("Closed · opens 9 AM Sun");
    expect(openNowText({ hours }, pst("2026-11-01T09:00"))).toBe("Open now · closes 5 PM");
  });
});

describe("hours that aren't structured", () => {
  it("has no label and never counts as open now", () => {
    const now = pdt("2026-07-06T10:00");
    for (const hours of [null, undefined, weekOf([])]) {
      expect(openNowText({ hours }, now)).toBeNull();
      expect(isOpenNow({ hours }, now)).toBe(false);
    }
    expect(isOpenNow({ hours: WEEKDAYS_9_TO_5 }, now)).toBe(true);
  });
});

describe("hours confirmed note", () => {
  const now = new Date("2026-01-15T18:00:00Z");

  it("names the month in Boulder City, where the confirmation was made", () => {
    // 05:30 UTC on April 1 is still the evening of March 31 in Boulder City.
    expect(hoursConfirmedNote("2025-04-01T05:30:00Z", now)).toBe("Hours confirmed March 2025");
    expect(hoursConfirmedNote("2025-04-01T08:30:00Z", now)).toBe("Hours confirmed April 2025");
  });

  it("says nothing while the hours are fresh, or when they were never confirmed", () => {
    expect(hoursConfirmedNote("2025-12-01T18:00:00Z", now)).toBeNull();
    expect(hoursConfirmedNote(null, now)).toBeNull();
  });
});
