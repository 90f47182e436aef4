import { parseEventTime } from "./event-time";
import { eventSchedule, siteCompactDateTime, siteInstant, siteIsoDateTime } from "./event-schedule";

const at = (h: number, m = 0) => h * 60 + m;

describe("parseEventTime", () => {
  it.each([
    ["7:00 PM", at(19), null],
    ["7 pm", at(19), null],
    ["7:30p.m.", at(19, 30), null],
    ["noon", at(12), null],
    ["19:00", at(19), null],
    ["from 6:30pm", at(18, 30), null],
    ["7 PM until late", at(19), null],
    ["7-9 PM", at(19), at(21)],
    ["5 to 8 pm", at(17), at(20)],
    ["10am–2pm", at(10), at(14)],
    ["10:30 a.m. - noon", at(10, 30), at(12)],
    ["11 AM - 3 PM", at(11), at(15)],
    ["9am—4pm", at(9), at(16)],
    ["10-2 pm", at(10), at(14)],
    ["10am-2", at(10), at(14)],
    ["12pm-2", at(12), at(14)],
    ["18:00-21:30", at(18), at(21, 30)],
    ["9pm-1am", at(21), at(25)],
    ["9 - midnight", at(21), at(24)],
  ])("reads %j", (text, start, end) => {
    expect(parseEventTime(text)).toEqual({ start, end });
  });

  it.each(["", "   ", "All day", "TBA", "Evening", "7-9", "7:00", "25:00", "13 pm", "7:75 pm", "doors open late"])(
    "gives no time for %j (the event becomes all-day)",
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );

  it("accepts null and undefined", () => {
    expect(parseEventTime(null)).toBeNull();
    expect(parseEventTime(undefined)).toBeNull();
  });
});

describe("eventSchedule", () => {
  it("places a summer evening in Pacific Daylight Time (-07:00)", () => {
    const s = eventSchedule("2026-07-04", "7:00 PM");
    expect(s).toMatchObject({ allDay: false, endKnown: false });
    if (!s || s.allDay) throw new Error("expected a timed event");
    expect(s.start.toISOString()).toBe("2026-07-05T02:00:00.000Z");
    expect(siteIsoDateTime(s.start)).toBe("2026-07-04T19:00:00-07:00");
    // No end given: two hours.
    expect(siteIsoDateTime(s.end)).toBe("2026-07-04T21:00:00-07:00");
  });

  it("places a winter evening in Pacific Standard Time (-08:00), long-form dates included", () => {
    const s = eventSchedule("December 15, 2026", "7-9 PM");
    if (!s || s.allDay) throw new Error("expected a timed event");
    expect(s.start.toISOString()).toBe("2026-12-16T03:00:00.000Z");
    expect(siteIsoDateTime(s.end)).toBe("2026-12-15T21:00:00-08:00");
    expect(s.endKnown).toBe(true);
  });

  it("carries a range past midnight into the next day", () => {
    const s = eventSchedule("2026-12-31", "9pm-1am");
    if (!s || s.allDay) throw new Error("expected a timed event");
    expect(siteIsoDateTime(s.end)).toBe("2027-01-01T01:00:00-08:00");
  });

  it("uses the offset of each instant across the DST change", () => {
    // 2026-11-01: clocks fall back at 02:00 PDT; 10am that day is PST.
    expect(siteIsoDateTime(siteInstant("2026-11-01", at(10)))).toBe("2026-11-01T10:00:00-08:00");
    expect(siteIsoDateTime(siteInstant("2026-03-07", at(10)))).toBe("2026-03-07T10:00:00-08:00");
    expect(siteIsoDateTime(siteInstant("2026-03-08", at(10)))).toBe("2026-03-08T10:00:00-07:00");
  });

  it("makes unreadable times all-day, with an exclusive next-day end", () => {
    expect(eventSchedule("2026-02-28", "All day")).toEqual({
      allDay: true,
      startDate: "2026-02-28",
      endDate: "2026-03-01",
    });
    expect(eventSchedule("2026-02-28", "")).toEqual({ allDay: true, startDate: "2026-02-28", endDate: "2026-03-01" });
  });

  it("gives null for an unreadable date", () => {
    expect(eventSchedule("someday", "7 PM")).toBeNull();
  });

  it("formats wall-clock times compactly for calendar links", () => {
    expect(siteCompactDateTime(new Date("2026-07-05T02:00:00Z"))).toBe("20260704T190000");
  });
});
