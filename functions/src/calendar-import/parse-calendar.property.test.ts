/**
 * Hostile calendar files (docs/decisions/0047-calendar-import.md): random bytes and text, and calendars built from
 * broken, huge and malicious lines — COUNT in the billions, rules with no dates, invalid dates, deep nesting,
 * broken folding, scripts in descriptions, hostile time zones. parseCalendar never throws but CalendarParseError,
 * and every event it gives passes the event schema as stored, with no script left (files at its limits:
 * parse-calendar-limits.test.ts).
 *
 * `npm test` runs RUNS_BUDGET cases with a new seed each run; FUZZ_PROFILE=deep runs RUNS_DEEP; FUZZ_SEED replays.
 */
import fc from "fast-check";
import { parse as parseHtml } from "node-html-parser";
import { eventInputSchema } from "@main-street/domain/event";
import { CalendarParseError, parseCalendar } from "./parse-calendar";
import { calendarFile, MOUNTAIN_VTIMEZONE } from "./test-calendars";

const RUNS = process.env.FUZZ_PROFILE === "deep" ? 5000 : 300;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const TODAY = "2026-02-15";
const figures = { cases: 0, refused: 0, events: 0, crashes: 0 };

const date = fc.oneof(
  fc.constantFrom("20260704", "20261231", "20260229", "20261345", "00000101", "99991231", "2026070", "garbage"),
  fc.integer({ min: 1, max: 99_999_999 }).map((n) => String(n).padStart(8, "0")),
);
const time = fc.constantFrom("", "T180000", "T023000", "T250000", "T180000Z", "T1800", "T000000Z");
const zone = fc.constantFrom(
  "",
  ";TZID=America/Los_Angeles",
  ";TZID=Europe/Berlin",
  ";TZID=Rocky Mountain Standard",
  ';TZID="Eastern Standard Time"',
  ";TZID=Mars/Olympus",
  ";TZID=../../etc/passwd",
  ";VALUE=DATE",
  ";TZID=",
);
const dateLine = (name: string) => fc.tuple(zone, date, time).map(([z, d, t]) => `${name}${z}:${d}${t}`);
const rulePart = fc.constantFrom(
  "FREQ=DAILY",
  "FREQ=WEEKLY",
  "FREQ=MONTHLY",
  "FREQ=YEARLY",
  "FREQ=HOURLY",
  "FREQ=SECONDLY",
  "FREQ=",
  "COUNT=999999999",
  "COUNT=0",
  "COUNT=-5",
  "INTERVAL=99999",
  "INTERVAL=0",
  "UNTIL=20300101T000000Z",
  "UNTIL=0",
  "BYMONTH=2",
  "BYMONTH=13",
  "BYMONTHDAY=30",
  "BYMONTHDAY=-31",
  "BYMONTHDAY=0",
  "BYDAY=5FR",
  "BYDAY=-1SU,MO",
  "BYDAY=99MO",
  "BYSETPOS=-1",
  "BYSETPOS=400",
  "BYYEARDAY=366",
  "BYWEEKNO=53",
  "BYHOUR=1,2,3",
  "BYMINUTE=61",
  "WKST=SU",
  "WKST=XX",
  "X-EVIL=1",
  "=",
  ";;",
);
const rrule = fc.array(rulePart, { minLength: 1, maxLength: 6 }).map((parts) => `RRULE:${parts.join(";")}`);
const text = fc.oneof(
  fc.string({ maxLength: 200, unit: "binary" }),
  fc.constantFrom(
    '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    '<svg onload=alert(1)><p style="background:url(javascript:alert(1))">x</p>',
    "\\n\\n\\,\\;\\\\",
    "A".repeat(60_000),
    "\u0000\u2028\u202e evil",
    "<p>".repeat(2000),
  ),
);
const line = fc.oneof(
  dateLine("DTSTART"),
  dateLine("DTEND"),
  dateLine("EXDATE"),
  dateLine("RDATE"),
  dateLine("RECURRENCE-ID"),
  rrule,
  rrule,
  text.map((t) => `SUMMARY:${t}`),
  text.map((t) => `DESCRIPTION:${t}`),
  text.map((t) => `LOCATION:${t}`),
  text.map((t) => `X-ALT-DESC;FMTTYPE=text/html:${t}`),
  fc.constantFrom(
    "UID:same",
    "UID:",
    "UID:x",
    `UID:${"u".repeat(500)}`,
    "STATUS:CANCELLED",
    "CLASS:PRIVATE",
    "SEQUENCE:99999999999999999999",
    "DURATION:P99999W",
    "DURATION:-PT1H",
    "DURATION:garbage",
    "BEGIN:VALARM",
    "END:VALARM",
    "BEGIN:VEVENT",
    "END:VEVENT",
    "END:VCALENDAR",
    "END:WHATEVER",
    "no colon here",
    ":",
    ";;;:",
    'DTSTART;TZID="unterminated:20260704T180000',
    " folded continuation",
    "\tfolded",
    "X-WR-TIMEZONE:Europe/Paris",
  ),
);
const vtimezone = fc.constantFrom(
  MOUNTAIN_VTIMEZONE,
  MOUNTAIN_VTIMEZONE.map((l) => l.replace("FREQ=YEARLY", "FREQ=DAILY")),
  MOUNTAIN_VTIMEZONE.map((l) => l.replace("TZOFFSETTO:-0700", "TZOFFSETTO:+9999")),
  MOUNTAIN_VTIMEZONE.map((l) => l.replace("DTSTART:16011104T020000", "DTSTART:00010101T000000")),
  ["BEGIN:VTIMEZONE", "TZID:Rocky Mountain Standard", "END:VTIMEZONE"],
);
/** Half the events start from a readable start and rule, so the checks on what is read see many events. */
const readable = fc.constantFrom(
  [],
  ["DTSTART;TZID=America/Los_Angeles:20260704T180000"],
  ["DTSTART;VALUE=DATE:20260310", "RRULE:FREQ=WEEKLY;BYDAY=TU"],
  ["DTSTART:20260301T020000Z", "RRULE:FREQ=MONTHLY;BYDAY=1MO,3WE"],
);
const structured = fc
  .record({
    zones: fc.array(vtimezone, { maxLength: 2 }),
    events: fc.array(fc.tuple(readable, fc.array(line, { maxLength: 10 })), { maxLength: 12 }),
    // Nested components before the events, closed (the events are read) or not (they are inside them).
    nesting: fc.record({ depth: fc.nat(40), closed: fc.boolean() }),
    newline: fc.constantFrom("\r\n", "\r\n", "\n", "\r", "\r\n "),
  })
  .map(({ zones, events, nesting, newline }) => {
    const deep = Array.from({ length: nesting.depth }, () => "BEGIN:X-DEEP");
    const closing = nesting.closed ? deep.map(() => "END:X-DEEP") : [];
    return calendarFile(
      events.map(([start, lines], i) => [`UID:e${i}`, ...start, ...lines]),
      [...zones.flat(), ...deep, ...closing],
    ).replace(/\r\n/g, newline);
  });
const hostile = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString("utf8")),
  fc.string({ maxLength: 500 }).map((s) => `BEGIN:VCALENDAR\r\n${s}`),
  structured,
  structured,
  structured,
);

/** Elements and attributes that could run script, as a browser would parse the description. */
function unsafeMarkup(html: string): string[] {
  const found: string[] = [];
  for (const element of parseHtml(html).querySelectorAll("*")) {
    if (/^(script|style|iframe|svg|math|object|embed|form|input)$/i.test(element.tagName)) found.push(element.tagName);
    for (const [name, value] of Object.entries(element.attributes)) {
      if (/^on/i.test(name) || /^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${name}=${value}`);
    }
  }
  return found;
}

/** The one rule every result keeps: each event as the schema stores it, no script anywhere. */
function check(text: string): void {
  let result;
  try {
    result = parseCalendar(text, { today: TODAY });
  } catch (error) {
    if (error instanceof CalendarParseError) return void (figures.refused += 1);
    figures.crashes += 1;
    throw error;
  }
  figures.events += result.events.length;
  expect(new Set(result.events.map((e) => e.key)).size).toBe(result.events.length);
  expect(result.warnings.length).toBeLessThanOrEqual(51);
  for (const event of result.events) {
    expect(eventInputSchema.safeParse(event.data).success).toBe(true);
    expect(unsafeMarkup(event.data.description ?? "")).toEqual([]);
  }
}

describe("parseCalendar on hostile files", () => {
  afterAll(() =>
    console.log(
      `calendar parse fuzz: ${figures.cases} cases, ${figures.crashes} crashes, ${figures.refused} refused as not a ` +
        `calendar, ${figures.events} events read (seed ${SEED})`,
    ),
  );

  it("never throws but CalendarParseError, and gives only valid events", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        figures.cases += 1;
        check(text);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
