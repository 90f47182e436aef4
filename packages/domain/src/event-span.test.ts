import { eventInputSchema } from "./event";
import { eventTimeText, lastDayOf, spanIssues, spanText } from "./event-span";
import { wallSchedule } from "./event-wall-clock";
import { isUpcoming } from "./series-view";

describe("events over several days", () => {
  test("an all-day span reads as its days, within a month, across months and across years", () => {
    expect(spanText("2026-12-18", "2026-12-21", "")).toBe("Dec 18–21");
    expect(spanText("2026-11-30", "2026-12-02", "All day")).toBe("Nov 30 – Dec 2");
    expect(spanText("2026-12-30", "2027-01-02", "")).toBe("Dec 30, 2026 – Jan 2, 2027");
  });

  test("a timed span names its first and last day with their times", () => {
    // 2026-12-18 is a Friday.
    expect(spanText("2026-12-18", "2026-12-20", "6:00 PM – 2:00 PM")).toBe("Fri 6 PM – Sun 2 PM");
    expect(spanText("2026-12-18", "2027-01-04", "10 AM – 4:30 PM")).toBe("Dec 18, 2026, 10 AM – Jan 4, 2027, 4:30 PM");
    expect(eventTimeText({ date: "2026-12-18", endDate: "2026-12-20", time: "6 PM – 2 PM" })).toBe(
      "Fri 6 PM – Sun 2 PM",
    );
    expect(eventTimeText({ date: "2026-12-18", time: "7:00 PM" })).toBe("7 PM"); // the site's format (docs/product.md#time-format)
  });

  test("the calendar's schedule runs to the last day", () => {
    expect(wallSchedule("2026-12-18", "", "2026-12-21")).toEqual({
      allDay: true,
      startDate: "2026-12-18",
      endDate: "2026-12-22",
    });
    expect(wallSchedule("2026-12-18", "6:00 PM – 2:00 PM", "2026-12-20")).toMatchObject({
      startDate: "2026-12-18",
      startTime: "18:00:00",
      endDate: "2026-12-20",
      endTime: "14:00:00",
    });
  });

  test("an event is listed until its last day has passed", () => {
    const festival = { date: "2026-12-18", endDate: "2026-12-21", series: null };
    expect(lastDayOf(festival)).toBe("2026-12-21");
    expect(isUpcoming(festival, "2026-12-21")).toBe(true);
    expect(isUpcoming(festival, "2026-12-22")).toBe(false);
  });

  test("a span is refused when it ends before it starts, lasts over a year, repeats or has no end time", () => {
    expect(spanIssues({ date: "2026-12-18", endDate: "2026-12-18" })[0]?.path).toEqual(["endDate"]);
    expect(spanIssues({ date: "2026-12-18", endDate: "2027-12-19" })[0]?.message).toBe("An event lasts at most a year");
    expect(spanIssues({ date: "2026-12-18", endDate: "2026-12-19", rrule: "FREQ=WEEKLY" })[0]?.path).toEqual([
      "endDate",
    ]);
    expect(spanIssues({ date: "2026-12-18", endDate: "2026-12-19", time: "6 PM" })[0]?.path).toEqual(["time"]);
    expect(spanIssues({ date: "2026-12-18", endDate: "2026-12-19", time: "6 PM – 2 AM" })).toEqual([]);
    const parsed = eventInputSchema.safeParse({
      title: "Festival",
      description: "<p>Fun</p>",
      date: "2026-12-18",
      endDate: "2026-12-17",
    });
    expect(parsed.success).toBe(false);
    const ok = eventInputSchema.parse({
      title: "Festival",
      description: "<p>Fun</p>",
      date: "2026-12-18",
      endDate: "December 21, 2026",
    });
    expect(ok.endDate).toBe("2026-12-21");
  });
});
