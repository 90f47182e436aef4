/** Calendar files for the import's tests: written line by line, as servers write them. */

/** A VCALENDAR around the given VEVENTs (each a list of its content lines), with any extra calendar lines. */
export function calendarFile(events: string[][], head: string[] = []): string {
  const body = events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Import//EN", ...head, ...body, "END:VCALENDAR", ""].join(
    "\r\n",
  );
}

/** A VTIMEZONE as Outlook writes one: a name that isn't an IANA name, a standard and a daylight rule. */
export const MOUNTAIN_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Rocky Mountain Standard",
  "BEGIN:STANDARD",
  "DTSTART:16011104T020000",
  "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0700",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010311T020000",
  "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0600",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

/**
 * A feed like a busy downtown calendar's: `series` weekly or monthly series (half of them with a skipped and a
 * moved date) and one-off events to make `events` VEVENTs in all, from `start` on, with HTML descriptions.
 */
export function generatedFeed(events: number, series: number, start = "2026-03-02"): string {
  const list: string[][] = [];
  const [y, m] = start.split("-").map(Number) as [number, number];
  const day = (n: number) => {
    const date = new Date(Date.UTC(y, m - 1, 1 + n));
    return date.toISOString().slice(0, 10).replace(/-/g, "");
  };
  const weekday = (n: number) =>
    ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][new Date(Date.UTC(y, m - 1, 1 + n)).getUTCDay()];
  const description =
    'DESCRIPTION:<p>Join us downtown for <b>music</b>\\, food and <a href="https://example.org/more">more</a>.' +
    " Bring the family.</p><p>Free parking on Nevada Way.</p>";
  for (let i = 0; i < series; i++) {
    const lines = [
      `UID:series-${i}@example.org`,
      `DTSTAMP:20260101T000000Z`,
      `DTSTART;TZID=America/Los_Angeles:${day(i % 28)}T180000`,
      `DTEND;TZID=America/Los_Angeles:${day(i % 28)}T210000`,
      i % 2 ? `RRULE:FREQ=WEEKLY;BYDAY=${weekday(i % 28)}` : "RRULE:FREQ=MONTHLY",
      `SUMMARY:Series ${i}`,
      "LOCATION:Wilbur Square Park",
      description,
    ];
    if (i % 2) lines.push(`EXDATE;TZID=America/Los_Angeles:${day((i % 28) + 14)}T180000`);
    list.push(lines);
    if (i % 2)
      list.push([
        `UID:series-${i}@example.org`,
        `RECURRENCE-ID;TZID=America/Los_Angeles:${day((i % 28) + 21)}T180000`,
        `DTSTART;TZID=America/Los_Angeles:${day((i % 28) + 22)}T170000`,
        `DTEND;TZID=America/Los_Angeles:${day((i % 28) + 22)}T200000`,
        `SUMMARY:Series ${i}`,
      ]);
  }
  for (let i = 0; list.length < events; i++)
    list.push([
      `UID:event-${i}@example.org`,
      `DTSTAMP:20260101T000000Z`,
      `DTSTART:${day(i % 300)}T${String(16 + (i % 6)).padStart(2, "0")}0000Z`,
      `DURATION:PT2H`,
      `SUMMARY:Event ${i}`,
      "LOCATION:Boulder City Library",
      description,
    ]);
  return calendarFile(list);
}
