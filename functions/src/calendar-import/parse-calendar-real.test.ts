/**
 * What real calendars write and the import misread (issue 42), each case as the servers write it: Exchange's and
 * Outlook's all-day conventions, holiday feeds' empty rules, events over several days, Windows display names,
 * moved and skipped dates read in the source's own zone, and files in another charset or folded mid-character.
 */
import { parseCalendar } from "./parse-calendar";
import { calendarFile } from "./test-calendars";

const TODAY = "2026-05-20";
const parse = (text: string | Uint8Array, more: Partial<Parameters<typeof parseCalendar>[1]> = {}) =>
  parseCalendar(text, { today: TODAY, ...more });
const only = (text: string) => {
  const { events } = parse(text);
  expect(events).toHaveLength(1);
  return events[0]!;
};

/** Exchange's zone for London, as Exchange writes it. */
const GMT_STANDARD = [
  "BEGIN:VTIMEZONE",
  "TZID:GMT Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T010000",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

describe("all-day values in the source's own zone", () => {
  it("keeps an Exchange all-day series' last date and its moved date", () => {
    const text = calendarFile(
      [
        [
          "UID:exchange-allday",
          "SUMMARY:Staff picnic",
          "DTSTART;VALUE=DATE:20260601",
          "DTEND;VALUE=DATE:20260602",
          "RRULE:FREQ=WEEKLY;UNTIL=20260628T230000Z;INTERVAL=1;BYDAY=MO;WKST=SU",
          "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        ],
        [
          "UID:exchange-allday",
          "SUMMARY:Staff picnic",
          "RECURRENCE-ID;TZID=GMT Standard Time:20260615T000000",
          "DTSTART;VALUE=DATE:20260616",
          "DTEND;VALUE=DATE:20260617",
          "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        ],
      ],
      GMT_STANDARD,
    );
    const event = only(text);
    expect(event.data.rrule).toContain("UNTIL=20260629");
    expect(event.data.overrides).toEqual([
      expect.objectContaining({ date: "2026-06-15", moveTo: "2026-06-16", time: "" }),
    ]);
  });

  it("reads Outlook's midnight-to-midnight all-day events as all-day, over several days too", () => {
    const oneDay = only(
      calendarFile([
        [
          "UID:outlook-1",
          "SUMMARY:Holiday",
          'DTSTART;TZID="Eastern Standard Time":20260704T000000',
          'DTEND;TZID="Eastern Standard Time":20260705T000000',
          "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        ],
      ]),
    );
    expect(oneDay.data).toMatchObject({ date: "2026-07-04", time: "", endDate: "" });
    const three = only(
      calendarFile([
        [
          "UID:outlook-3",
          "SUMMARY:Conference",
          'DTSTART;TZID="Eastern Standard Time":20260707T000000',
          'DTEND;TZID="Eastern Standard Time":20260710T000000',
          "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        ],
      ]),
    );
    expect(three.data).toMatchObject({ date: "2026-07-07", time: "", endDate: "2026-07-09" });
  });

  it("skips a date-only EXDATE on the source's day, not Boulder City's", () => {
    // 00:30 in Berlin is 3:30 PM the day before here: EXDATE 2026-06-03 names Berlin's June 3.
    const text = calendarFile([
      [
        "UID:berlin",
        "SUMMARY:Late show",
        "DTSTART;TZID=Europe/Berlin:20260601T003000",
        "RRULE:FREQ=DAILY;COUNT=5",
        "EXDATE;VALUE=DATE:20260603",
      ],
    ]);
    // A series here (Berlin's and Boulder City's clocks change together in June): June 3 in Berlin is June 2 here.
    expect(only(text).data).toMatchObject({ date: "2026-05-31", exdates: ["2026-06-02"] });
    const dates = parse(text, { singleDates: new Set(["berlin"]) }).events.map((e) => e.data.date);
    expect(dates).toEqual(["2026-05-31", "2026-06-01", "2026-06-03", "2026-06-04"]);
  });
});

describe("rules and dates real files write", () => {
  it("reads an event with an empty RRULE as a one-off (a holiday feed)", () => {
    const { events, warnings } = parse(
      calendarFile([["UID:holiday", "SUMMARY:Memorial Day", "DTSTART;VALUE=DATE:20260525", "RRULE:"]]),
    );
    expect(events.map((e) => [e.key, e.data.date])).toEqual([["holiday", "2026-05-25"]]);
    expect(warnings).toEqual([]);
  });

  it("gives the dates of both rules when an event has two", () => {
    const text = calendarFile([
      [
        "UID:two-rules",
        "SUMMARY:Market",
        "DTSTART;TZID=America/Los_Angeles:20260601T090000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=2",
        "RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=2",
      ],
    ]);
    // DTSTART counts toward each COUNT (RFC 5545 3.8.5.3): Monday the 1st is the Wednesday rule's first date too.
    expect(parse(text).events.map((e) => e.data.date)).toEqual(["2026-06-01", "2026-06-03", "2026-06-08"]);
  });

  it("applies RANGE=THISANDFUTURE to every later date", () => {
    const text = calendarFile([
      [
        "UID:range",
        "SUMMARY:Choir",
        "DTSTART;TZID=America/Los_Angeles:20260601T180000",
        "DTEND;TZID=America/Los_Angeles:20260601T190000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
      ],
      [
        "UID:range",
        "SUMMARY:Choir (new hall)",
        "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/Los_Angeles:20260615T180000",
        "DTSTART;TZID=America/Los_Angeles:20260615T190000",
        "DTEND;TZID=America/Los_Angeles:20260615T200000",
        "LOCATION:New hall",
      ],
    ]);
    const shown = parse(text).events.map((e) => [e.data.date, e.data.time, e.data.location]);
    expect(shown).toEqual([
      ["2026-06-01", "6:00 PM – 7:00 PM", ""],
      ["2026-06-08", "6:00 PM – 7:00 PM", ""],
      ["2026-06-15", "7:00 PM – 8:00 PM", "New hall"],
      ["2026-06-22", "7:00 PM – 8:00 PM", "New hall"],
    ]);
  });

  it("keeps a date moved into the future from a date long past", () => {
    const text = calendarFile([
      ["UID:moved", "SUMMARY:Book club", "DTSTART;TZID=Europe/London:20260401T190000", "RRULE:FREQ=WEEKLY;COUNT=4"],
      ["UID:moved", "RECURRENCE-ID;TZID=Europe/London:20260408T190000", "DTSTART;TZID=Europe/London:20260610T190000"],
    ]);
    expect(only(text).data.overrides).toEqual([expect.objectContaining({ date: "2026-04-08", moveTo: "2026-06-10" })]);
    const dates = parse(text, { singleDates: new Set(["moved"]) }).events.map((e) => [e.key, e.data.date]);
    expect(dates).toEqual([["moved@2026-04-08", "2026-06-10"]]);
  });

  it("takes a PERIOD's end as that date's end, and says when a date can't be read", () => {
    const text = calendarFile([
      [
        "UID:period",
        "SUMMARY:Tasting",
        "DTSTART;TZID=America/Los_Angeles:20260601T170000",
        "DTEND;TZID=America/Los_Angeles:20260601T180000",
        "RDATE;VALUE=PERIOD:20260605T010000Z/20260605T040000Z",
        "EXDATE:2026-06-09",
      ],
    ]);
    const { events, warnings } = parse(text);
    expect(events.map((e) => [e.data.date, e.data.time])).toEqual([
      ["2026-06-01", "5:00 PM – 6:00 PM"],
      ["2026-06-04", "6:00 PM – 9:00 PM"],
    ]);
    expect(warnings).toContain('"Tasting": 1 skipped or extra date couldn\'t be read');
  });

  it("reads Windows display names without a VTIMEZONE", () => {
    const event = only(
      calendarFile([
        [
          "UID:display",
          "SUMMARY:Call",
          'DTSTART;TZID="(UTC-05:00) Eastern Time (US and Canada)":20261210T190000',
          'DTEND;TZID="(UTC-05:00) Eastern Time (US and Canada)":20261210T200000',
        ],
      ]),
    );
    expect(event.data.time).toBe("4:00 PM – 5:00 PM");
  });
});

describe("events over several days", () => {
  it("keeps an all-day festival's days and a weekend's times", () => {
    const festival = only(
      calendarFile([["UID:f", "SUMMARY:Festival", "DTSTART;VALUE=DATE:20261218", "DTEND;VALUE=DATE:20261222"]]),
    );
    expect(festival.data).toMatchObject({ date: "2026-12-18", endDate: "2026-12-21", time: "" });
    const weekend = only(
      calendarFile([
        [
          "UID:w",
          "SUMMARY:Camp-out",
          "DTSTART;TZID=America/Los_Angeles:20261218T180000",
          "DTEND;TZID=America/Los_Angeles:20261220T140000",
        ],
      ]),
    );
    expect(weekend.data).toMatchObject({ date: "2026-12-18", endDate: "2026-12-20", time: "6:00 PM – 2:00 PM" });
  });

  it("keeps a festival that began yesterday and ends tomorrow", () => {
    const event = only(
      calendarFile([["UID:f", "SUMMARY:Festival", "DTSTART;VALUE=DATE:20260519", "DTEND;VALUE=DATE:20260522"]]),
    );
    expect(event.data).toMatchObject({ date: "2026-05-19", endDate: "2026-05-21" });
  });
});

describe("what is read, whatever the order", () => {
  it("keeps the soonest events up to the limit, after leaving out the past, and names every key it saw", () => {
    const events = Array.from({ length: 30 }, (_, i) => [
      `UID:e${i}`,
      `SUMMARY:Event ${i}`,
      `DTSTART;VALUE=DATE:${String(20260501 + i)}`,
    ]).reverse();
    const parsed = parse(calendarFile(events), { maxEvents: 5 });
    expect(parsed.events.map((e) => e.data.date)).toEqual([
      "2026-05-20",
      "2026-05-21",
      "2026-05-22",
      "2026-05-23",
      "2026-05-24",
    ]);
    expect(parsed.present.has("e29")).toBe(true);
    expect(parsed.warnings).toContain("More than 5 events and dates: the soonest 5 were read");
  });

  it("keeps an event's keys from run to run: single dates stay single dates", () => {
    const text = calendarFile([
      ["UID:weekly", "SUMMARY:Yoga", "DTSTART;TZID=America/Los_Angeles:20260601T090000", "RRULE:FREQ=WEEKLY;COUNT=3"],
    ]);
    expect(parse(text).events.map((e) => e.key)).toEqual(["weekly"]);
    expect(parse(text, { singleDates: new Set(["weekly"]) }).events.map((e) => e.key)).toEqual([
      "weekly@2026-06-01",
      "weekly@2026-06-08",
      "weekly@2026-06-15",
    ]);
  });
});

describe("bytes and charsets", () => {
  const bytes = (text: string, encoding: BufferEncoding = "utf8") => new Uint8Array(Buffer.from(text, encoding));

  it("unfolds before decoding, so a fold inside a character keeps it whole", () => {
    const line = Buffer.from("SUMMARY:Caf\u00e9 night", "utf8");
    const cut = line.indexOf(0xa9); // the second byte of é
    const folded = Buffer.concat([line.subarray(0, cut), Buffer.from("\r\n "), line.subarray(cut)]);
    const file = Buffer.concat([
      Buffer.from("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20260601\r\n"),
      folded,
      Buffer.from("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"),
    ]);
    expect(parse(new Uint8Array(file)).events[0]!.data.title).toBe("Caf\u00e9 night");
  });

  it("decodes in the declared charset", () => {
    const text = calendarFile([["UID:x", "SUMMARY:Caf\u00e9 night", "DTSTART;VALUE=DATE:20260601"]]);
    expect(parse(bytes(text, "latin1"), { charset: "ISO-8859-1" }).events[0]!.data.title).toBe("Caf\u00e9 night");
    expect(parse(bytes(text)).events[0]!.data.title).toBe("Caf\u00e9 night");
  });
});
