/**
 * Files at the reader's limits (parse-calendar.ts): 1,500 events of rules with no end or no dates, RDATE lists that
 * would make thousands of events, 100,000 nested components, and the time a 2 MB feed and a 500-event feed (50
 * series) take, printed (no test asserts a time).
 */
import { parseCalendar } from "./parse-calendar";
import { calendarFile, generatedFeed } from "./test-calendars";

const TODAY = "2026-02-15";

describe("parseCalendar at its limits", () => {
  it("reads 1,500 events of rules with no end and no dates within its bounds", () => {
    const rules = ["FREQ=DAILY;COUNT=999999999", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=YEARLY;INTERVAL=1"];
    const events = Array.from({ length: 1500 }, (_, i) => [
      `UID:e${i}`,
      "SUMMARY:<script>alert(1)</script>",
      `DTSTART:${i % 2 ? "0001" : "2026"}0101T100000Z`,
      `RRULE:${rules[i % 3]}`,
    ]);
    const started = performance.now();
    const { events: read, warnings } = parseCalendar(calendarFile(events), { today: TODAY });
    console.log(`1,500 hostile events: read in ${Math.round(performance.now() - started)} ms`);
    expect(warnings).toContain('"<script>alert(1)</script>": its repeat rule takes too long to read; it was left out');
    expect(read.length).toBeLessThanOrEqual(3000);
  });

  it("stores at most 3,000 events and dates from one file", () => {
    // Every day from March 2026 as an RDATE: 20 events of 340 dates each.
    const day = (i: number) => new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10).replace(/-/g, "");
    const dates = Array.from({ length: 340 }, (_, i) => `RDATE;VALUE=DATE:${day(i)}`);
    const events = Array.from({ length: 20 }, (_, i) => [
      `UID:r${i}`,
      "SUMMARY:R",
      "DTSTART;VALUE=DATE:20260301",
      ...dates,
    ]);
    const { events: read, warnings } = parseCalendar(calendarFile(events), { today: TODAY });
    expect(read).toHaveLength(3000);
    expect(warnings).toContain("More than 3,000 events and dates: the soonest 3,000 were read");
  });

  it("reads past 100,000 nested components and stray ENDs", () => {
    const deep = "BEGIN:X-DEEP\r\n".repeat(100_000) + "END:X-DEEP\r\n".repeat(100_010);
    const event = ["UID:after", "SUMMARY:After", "DTSTART;VALUE=DATE:20260704"];
    const { events } = parseCalendar(calendarFile([event], [deep]), { today: TODAY });
    expect(events.map((e) => e.key)).toEqual(["after"]);
  });

  it("reads a 2 MB feed and the 500-event feed (50 series)", () => {
    for (const [label, text] of [
      ["500 events (50 series)", generatedFeed(500, 50)],
      ["2 MB", generatedFeed(6000, 100)],
    ] as const) {
      const started = performance.now();
      const { events } = parseCalendar(text, { today: TODAY });
      const ms = Math.round(performance.now() - started);
      console.log(`${label}: ${(text.length / 1e6).toFixed(2)} MB, ${events.length} events stored, parsed in ${ms} ms`);
      expect(events.length).toBeGreaterThan(0);
    }
  });
});
