/**
 * Repeating events (calendar-series.ts through parseCalendar): a series when the site's rules say the same dates at
 * the same time, else single dates over the year ahead; EXDATE, RDATE and RECURRENCE-ID as skipped, extra and
 * changed dates; cancellations.
 */
import { parseCalendar } from "./parse-calendar";
import { calendarFile } from "./test-calendars";

const TODAY = "2026-02-15";
const LA = "TZID=America/Los_Angeles";

/** The events read from VEVENTs given by their lines (UID u0, u1… unless they name one; SUMMARY Market). */
function read(...events: string[][]) {
  const withIds = events.map((lines, i) => [
    ...(lines.some((l) => l.startsWith("UID:")) ? [] : [`UID:u${i}`]),
    ...(lines.some((l) => l.startsWith("SUMMARY")) ? [] : ["SUMMARY:Market"]),
    ...lines,
  ]);
  return parseCalendar(calendarFile(withIds), { today: TODAY });
}

/** The one event's rule, or the dates it became (with their times). */
function shape(...lines: string[]): string | string[] {
  const { events } = read(lines);
  if (events.length === 1 && events[0]!.data.rrule) return events[0]!.data.rrule;
  return events.map((e) => `${e.data.date} ${e.data.time}`.trim());
}

describe("a repeating event", () => {
  it("is a series in the site's own form when the site's rules say the same", () => {
    expect(shape(`DTSTART;${LA}:20260103T080000`, "RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=SA")).toBe("FREQ=WEEKLY;BYDAY=SA");
    expect(shape("DTSTART;VALUE=DATE:20250704", "RRULE:FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=4")).toBe("FREQ=YEARLY");
    expect(shape(`DTSTART;${LA}:20260302T180000`, "RRULE:FREQ=DAILY;BYDAY=MO,WE")).toBe("FREQ=WEEKLY;BYDAY=MO,WE");
    expect(shape(`DTSTART;${LA}:20260305T190000`, "RRULE:FREQ=MONTHLY;BYDAY=TH;BYSETPOS=1,3")).toBe(
      "FREQ=MONTHLY;BYDAY=1TH,3TH",
    );
    expect(shape(`DTSTART;${LA}:20010106T080000`, "RRULE:FREQ=WEEKLY")).toBe("FREQ=WEEKLY");
    // UNTIL in UTC: the last Saturday whose 6 PM start is before it (June 27, 6 PM PDT is June 28 01:00 UTC).
    expect(shape(`DTSTART;${LA}:20260307T180000`, "RRULE:FREQ=WEEKLY;UNTIL=20260628T010000Z")).toBe(
      "FREQ=WEEKLY;UNTIL=20260627",
    );
    // A second earlier, June 27's start is past it: the series ends on the 26th, so its last date is the 20th.
    expect(shape(`DTSTART;${LA}:20260307T180000`, "RRULE:FREQ=WEEKLY;UNTIL=20260628T005959Z")).toBe(
      "FREQ=WEEKLY;UNTIL=20260626",
    );
    // Another zone with the same daylight-saving dates: 8 PM in New York is 5 PM here all year.
    const { events } = read([`DTSTART;TZID=America/New_York:20260305T200000`, "DURATION:PT2H", "RRULE:FREQ=WEEKLY"]);
    expect(events[0]!.data).toMatchObject({ rrule: "FREQ=WEEKLY", time: "5:00 PM – 7:00 PM", date: "2026-03-05" });
  });

  it("becomes single dates over the next 12 months when the site's rules can't say it", () => {
    const dates = shape(`DTSTART;${LA}:20260302T180000`, "RRULE:FREQ=MONTHLY;BYDAY=1MO,3WE;COUNT=4");
    expect(dates).toEqual(["2026-03-02 6:00 PM", "2026-03-18 6:00 PM", "2026-04-06 6:00 PM", "2026-04-15 6:00 PM"]);
    const { events } = read([`DTSTART;${LA}:20260302T180000`, "RRULE:FREQ=MONTHLY;BYDAY=1MO,3WE"]);
    expect(events.map((e) => e.key).slice(0, 2)).toEqual(["u0@2026-03-02", "u0@2026-03-18"]);
    expect(events.at(-1)!.data.date! <= "2027-02-15").toBe(true);
    // Every other week on Tuesday and Thursday, weeks from Sunday: not the site's weeks.
    expect(shape(`DTSTART;${LA}:20260303T090000`, "RRULE:FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=TU,TH;COUNT=4")).toEqual([
      "2026-03-03 9:00 AM",
      "2026-03-05 9:00 AM",
      "2026-03-17 9:00 AM",
      "2026-03-19 9:00 AM",
    ]);
    // A first date off the rule still to come is a date of its own (RFC 5545), which a site series can't keep.
    expect(shape(`DTSTART;${LA}:20260304T100000`, "RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=2")).toEqual([
      "2026-03-04 10:00 AM",
      "2026-03-07 10:00 AM",
    ]);
  });

  it("is expanded when its time moves on the site's clock, and stays within bounds", () => {
    // London changes its clocks three weeks after Los Angeles: 6 PM there is 10 AM here, then 11, then 10 again.
    const london = shape("DTSTART;TZID=Europe/London:20260301T180000", "RRULE:FREQ=WEEKLY;COUNT=5");
    expect(london).toEqual([
      "2026-03-01 10:00 AM",
      "2026-03-08 11:00 AM",
      "2026-03-15 11:00 AM",
      "2026-03-22 11:00 AM",
      "2026-03-29 10:00 AM",
    ]);
    // Weekly at 02:00 UTC: the rule runs in UTC, so the site's time changes with daylight saving.
    const utc = shape("DTSTART:20260301T020000Z", "RRULE:FREQ=WEEKLY;COUNT=3");
    expect(utc).toEqual(["2026-02-28 6:00 PM", "2026-03-07 6:00 PM", "2026-03-14 7:00 PM"]);
    const huge = read([
      `DTSTART;${LA}:20260216T070000`,
      "RRULE:FREQ=DAILY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;COUNT=99999",
    ]);
    expect(huge.events.length).toBeGreaterThan(360);
    expect(huge.events.length).toBeLessThanOrEqual(370);
    expect(read(["DTSTART:20260301T020000Z", "RRULE:FREQ=HOURLY"]).warnings).toEqual([
      '"Market": it repeats more often than once a day; it was left out',
    ]);
  });

  const master = [
    "UID:m",
    `DTSTART;${LA}:20260307T080000`,
    `DTEND;${LA}:20260307T120000`,
    "LOCATION:Wilbur Square",
    `EXDATE;${LA}:20260314T080000,20260110T080000`,
  ];
  const changed = (date: string, ...lines: string[]) => ["UID:m", `RECURRENCE-ID;${LA}:${date}T080000`, ...lines];

  it("keeps skipped, extra and changed dates in a series", () => {
    const { events } = read(
      [...master, "RRULE:FREQ=WEEKLY;BYDAY=SA", `RDATE;${LA}:20260318T080000`],
      changed("20260321", `DTSTART;${LA}:20260322T090000`, `DTEND;${LA}:20260322T130000`),
      changed("20260328", `DTSTART;${LA}:20260328T080000`, `DTEND;${LA}:20260328T120000`, "LOCATION:Bicentennial Park"),
      changed("20260404", `DTSTART;${LA}:20260404T080000`, "STATUS:CANCELLED"),
      changed("20260405", `DTSTART;${LA}:20260405T080000`, "SUMMARY:Not a date of the series"),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ key: "m", cancelled: false });
    expect(events[0]!.data).toMatchObject({
      date: "2026-03-07",
      time: "8:00 AM – 12:00 PM",
      rrule: "FREQ=WEEKLY;BYDAY=SA",
      exdates: ["2026-03-14", "2026-04-04"],
      rdates: ["2026-03-18"],
      overrides: [
        { date: "2026-03-21", moveTo: "2026-03-22", time: "9:00 AM – 1:00 PM", location: "", note: "" },
        { date: "2026-03-28", moveTo: "", time: "", location: "Bicentennial Park", note: "" },
      ],
    });
  });

  it("puts a changed date in place of its date when expanded, and cancels a cancelled one", () => {
    const { events } = read(
      [...master, "RRULE:FREQ=WEEKLY;BYDAY=SA,SU;INTERVAL=2;WKST=SU;COUNT=6"],
      changed("20260321", `DTSTART;${LA}:20260321T100000`, "SUMMARY:Market (late start)", "DESCRIPTION:Starts at ten."),
      changed("20260329", `DTSTART;${LA}:20260329T080000`, "STATUS:CANCELLED"),
    );
    // Every other week from Sunday (WKST=SU): Saturday the 7th ends the first week, Sunday the 15th starts the third.
    const shown = events.map((e) => [e.key, e.data.date, e.data.time, e.data.title, e.cancelled]);
    expect(shown).toEqual([
      ["m@2026-03-07", "2026-03-07", "8:00 AM – 12:00 PM", "Market", false],
      ["m@2026-03-15", "2026-03-15", "8:00 AM – 12:00 PM", "Market", false],
      ["m@2026-03-21", "2026-03-21", "10:00 AM", "Market (late start)", false],
      ["m@2026-03-29", "2026-03-29", "8:00 AM", "Market", true],
      ["m@2026-04-04", "2026-04-04", "8:00 AM – 12:00 PM", "Market", false],
      ["m@2026-04-12", "2026-04-12", "8:00 AM – 12:00 PM", "Market", false],
    ]);
    expect(events[2]!.data.description).toBe("<p>Starts at ten.</p>");
    expect(events[2]!.version).not.toBe(events[0]!.version);
  });

  it("is cancelled when the whole event is", () => {
    const { events } = read(
      [...master, "RRULE:FREQ=WEEKLY;BYDAY=SA", "STATUS:CANCELLED"],
      ["UID:once", "DTSTART;VALUE=DATE:20260704", "STATUS:CANCELLED"],
    );
    expect(events.map((e) => [e.key, e.cancelled, e.data.rrule])).toEqual([
      ["m", true, "FREQ=WEEKLY;BYDAY=SA"],
      ["once", true, ""],
    ]);
  });

  it("is left out once it has ended", () => {
    const { events, warnings } = read(
      [...master.slice(0, 3), "RRULE:FREQ=WEEKLY;COUNT=2"].map((l) => l.replace("2026", "2025")),
    );
    expect(events).toEqual([]);
    expect(warnings).toEqual(["1 event that has ended was left out"]);
  });

  it("changes its version when a changed date changes", () => {
    const version = (time: string) =>
      read([...master, "RRULE:FREQ=WEEKLY;BYDAY=SA"], changed("20260321", `DTSTART;${LA}:20260321T${time}`)).events[0]!
        .version;
    expect(version("090000")).not.toBe(version("100000"));
  });
});
