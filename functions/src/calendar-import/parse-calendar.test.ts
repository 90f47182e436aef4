/**
 * Reading a calendar file (parse-calendar.ts): times on the site's clock from every kind of zone, across daylight-
 * saving changes; words cleaned as staff input is; what is left out and said; the version a later run compares.
 * Series, changed dates and cancellations: calendar-series.test.ts.
 */
import { CalendarParseError, parseCalendar } from "./parse-calendar";
import { calendarFile, MOUNTAIN_VTIMEZONE } from "./test-calendars";

const TODAY = "2026-02-15";
const parse = (text: string) => parseCalendar(text, { today: TODAY });

/** One one-off event's date and time text, from its start (and end) lines. */
function when(...lines: string[]): [string, string] {
  const { events } = parse(calendarFile([["UID:x", "SUMMARY:X", ...lines]], head));
  expect(events).toHaveLength(1);
  return [events[0]!.data.date!, events[0]!.data.time ?? ""];
}
let head: string[] = [];
beforeEach(() => {
  head = [];
});

describe("times on the site's clock", () => {
  it("keeps the site's own zone as written, all-day as all-day, and converts UTC", () => {
    expect(
      when("DTSTART;TZID=America/Los_Angeles:20260704T180000", "DTEND;TZID=America/Los_Angeles:20260704T210000"),
    ).toEqual(["2026-07-04", "6:00 PM – 9:00 PM"]);
    expect(when("DTSTART;VALUE=DATE:20260704", "DTEND;VALUE=DATE:20260705")).toEqual(["2026-07-04", ""]);
    expect(when("DTSTART:20260705T010000Z", "DURATION:PT1H30M")).toEqual(["2026-07-04", "6:00 PM – 7:30 PM"]);
    expect(when("DTSTART:20260704T120000")).toEqual(["2026-07-04", "12:00 PM"]); // floating: the site's clock
    head = ["X-WR-TIMEZONE:America/New_York"];
    expect(when("DTSTART:20260704T120000")).toEqual(["2026-07-04", "9:00 AM"]); // floating: the calendar's zone
  });

  it("reads IANA names, Windows names and the file's own VTIMEZONE", () => {
    expect(when("DTSTART;TZID=Europe/Berlin:20260704T190000")).toEqual(["2026-07-04", "10:00 AM"]);
    expect(when("DTSTART;TZID=/mozilla.org/20050126_1/Asia/Tokyo:20260705T090000")).toEqual(["2026-07-04", "5:00 PM"]);
    expect(when('DTSTART;TZID="Eastern Standard Time":20261210T190000')).toEqual(["2026-12-10", "4:00 PM"]);
    head = MOUNTAIN_VTIMEZONE;
    expect(when('DTSTART;TZID="Rocky Mountain Standard":20260704T180000')).toEqual(["2026-07-04", "5:00 PM"]);
    expect(when('DTSTART;TZID="Rocky Mountain Standard":20261210T180000')).toEqual(["2026-12-10", "5:00 PM"]);
  });

  it("reads an unknown zone as the site's, and says so", () => {
    const { events, warnings } = parse(
      calendarFile([["UID:x", "SUMMARY:X", "DTSTART;TZID=Mars/Olympus:20260704T180000"]]),
    );
    expect(events[0]!.data.time).toBe("6:00 PM");
    expect(warnings).toContain('The time zone "Mars/Olympus" is unknown: its times were read as Boulder City time');
  });

  it("crosses daylight-saving changes as calendar apps do", () => {
    // The hour skipped in spring stays as written in the site's zone (docs/product.md#recurring-events)…
    expect(when("DTSTART;TZID=America/Los_Angeles:20260308T023000")).toEqual(["2026-03-08", "2:30 AM"]);
    // …and elsewhere is read with the offset before the change (RFC 5545 3.3.5): 02:30 EST is 23:30 PST.
    expect(when("DTSTART;TZID=America/New_York:20260308T023000")).toEqual(["2026-03-07", "11:30 PM"]);
    // A time that happens twice in autumn is the first of the two (EDT).
    expect(when("DTSTART;TZID=America/New_York:20261101T013000")).toEqual(["2026-10-31", "10:30 PM"]);
    // Phoenix keeps no daylight saving: 6 PM there is 5 PM here in winter, 6 PM in summer.
    expect(when("DTSTART;TZID=America/Phoenix:20261210T180000")).toEqual(["2026-12-10", "5:00 PM"]);
    expect(when("DTSTART;TZID=America/Phoenix:20260710T180000")).toEqual(["2026-07-10", "6:00 PM"]);
    // An end past midnight stays on the start's date.
    expect(when("DTSTART;TZID=America/Chicago:20260704T230000", "DTEND;TZID=America/Chicago:20260705T030000")).toEqual([
      "2026-07-04",
      "9:00 PM – 1:00 AM",
    ]);
  });
});

describe("words, as staff input is stored", () => {
  const description = (lines: string[]) =>
    parse(calendarFile([["UID:x", "SUMMARY:Art Walk", "DTSTART;VALUE=DATE:20260704", ...lines]])).events[0]!.data
      .description;

  it("drops scripts, event handlers and unsafe links from HTML", () => {
    const html = description([
      'DESCRIPTION:<p onclick="steal()">Hi <b>all</b></p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
    ]);
    expect(html).toContain("<p>Hi <b>all</b></p>");
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/i);
  });

  it("makes plain text paragraphs of escaped text, and prefers Outlook's HTML", () => {
    expect(description(["DESCRIPTION:Bring chairs.\\nAnd water.\\n\\nFree & open to all: 3 < 4"])).toBe(
      "<p>Bring chairs.<br />And water.</p><p>Free &amp; open to all: 3 &lt; 4</p>",
    );
    expect(description(["DESCRIPTION:plain", "X-ALT-DESC;FMTTYPE=text/html:<p><em>Rich</em></p>"])).toBe(
      "<p><em>Rich</em></p>",
    );
    expect(description([])).toBe("<p>Art Walk</p>"); // the schema needs one: the title stands in
  });

  it("cuts titles and places to the schema's limits, on one line", () => {
    const { events } = parse(
      calendarFile([
        [
          "UID:x",
          `SUMMARY:${"Long title ".repeat(30)}`,
          `LOCATION:Hall\\n${"B".repeat(300)}`,
          "DTSTART;VALUE=DATE:20260704",
        ],
      ]),
    );
    const { title, location } = events[0]!.data;
    expect(title!.length).toBeLessThanOrEqual(150);
    expect(title!.endsWith("…")).toBe(true);
    expect(location!.length).toBeLessThanOrEqual(200);
    expect(location).toMatch(/^Hall B+…$/);
  });
});

describe("what is left out, and said", () => {
  it("skips what it can't read and keeps the rest", () => {
    const text = calendarFile([
      ["UID:bad-date", "SUMMARY:Bad", "DTSTART:20261345T250000"],
      ["UID:no-start", "SUMMARY:Nothing"],
      ["UID:bad-rule", "SUMMARY:Rule", "DTSTART:20260704T180000Z", "RRULE:FREQ=SOMETIMES"],
      ["UID:good", "SUMMARY:Good", "this line is broken", "DTSTART;VALUE=DATE:20260704"],
    ]);
    const { events, warnings } = parse(text);
    expect(events.map((e) => e.key)).toEqual(["good"]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        "1 broken line was skipped",
        '"Bad": its start date isn\'t a real date; it was left out',
        '"Nothing": it has no start date; it was left out',
        '"Rule": its repeat rule is broken; it was left out',
      ]),
    );
  });

  it("leaves out what has ended and what is private", () => {
    const text = calendarFile([
      ["UID:past", "SUMMARY:Past", "DTSTART;VALUE=DATE:20260110"],
      ["UID:on-now", "SUMMARY:Fair", "DTSTART;VALUE=DATE:20260213", "DTEND;VALUE=DATE:20260217"],
      ["UID:private", "SUMMARY:Board", "CLASS:PRIVATE", "DTSTART;VALUE=DATE:20260704"],
    ]);
    const { events, warnings } = parse(text);
    expect(events.map((e) => e.key)).toEqual(["on-now"]);
    expect(warnings).toEqual(["1 event that has ended was left out", "1 private event was left out"]);
  });

  it("says when nothing is a calendar, and not when a calendar is empty", () => {
    for (const text of ["", "hello", "<html><body>Sign in</body></html>", calendarFile([["SUMMARY:no start"]])])
      expect(() => parse(text)).toThrow(new CalendarParseError("That file isn't a calendar"));
    expect(parse(calendarFile([]))).toMatchObject({ events: [], warnings: [], complete: true });
  });

  it("reads every event, not only the first 1,000 in the file", () => {
    const many = Array.from({ length: 1005 }, (_, i) => [`UID:e${i}`, "SUMMARY:E", "DTSTART;VALUE=DATE:20260704"]);
    const { events, warnings } = parse(calendarFile(many));
    expect(events).toHaveLength(1005);
    expect(warnings).toEqual([]);
  });
});

describe("the version a later run compares", () => {
  const version = (...lines: string[]) =>
    parse(calendarFile([["UID:v", "SUMMARY:V", "DTSTART;VALUE=DATE:20260704", ...lines]])).events[0]!.version;
  const base = version("SEQUENCE:2", "LAST-MODIFIED:20260101T000000Z", "DTSTAMP:20260101T000000Z");

  it("changes with SEQUENCE or LAST-MODIFIED", () => {
    expect(version("SEQUENCE:3", "LAST-MODIFIED:20260101T000000Z", "DTSTAMP:20260101T000000Z")).not.toBe(base);
    expect(version("SEQUENCE:2", "LAST-MODIFIED:20260102T000000Z", "DTSTAMP:20260101T000000Z")).not.toBe(base);
  });

  it("doesn't change with DTSTAMP, which servers set on every download, or with the lines' order", () => {
    expect(version("SEQUENCE:2", "LAST-MODIFIED:20260101T000000Z", "DTSTAMP:20260215T093000Z")).toBe(base);
    const reordered = parse(
      calendarFile([
        [
          "DTSTAMP:20260301T000000Z",
          "LAST-MODIFIED:20260101T000000Z",
          "SEQUENCE:2",
          "DTSTART;VALUE=DATE:20260704",
          "SUMMARY:V",
          "UID:v",
        ],
      ]),
    );
    expect(reordered.events[0]!.version).toBe(base);
  });
});
