/**
 * iCalendar content lines (RFC 5545 3.1, 3.3): escaped TEXT, dates and date-times written as wall-clock text, and
 * lines folded at 75 octets. The VEVENTs are written here, not by ical-generator, which reads a wall-clock time
 * through the process's own time zone (02:30 on the spring-forward night came out as 03:30) and writes every
 * RECURRENCE-ID as a date-time (docs/decisions/0037-bounded-series-dates.md).
 */
import { SITE_TIME_ZONE } from "@main-street/domain/dates";
import { compactWallClock, type WallSchedule } from "@main-street/domain/event-wall-clock";

// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One-line text for the calendar: every run of control characters becomes one space. The schemas refuse them in
 * one-line fields, but older records may hold them, and a raw CR/LF would start a calendar line of its own.
 */
export function icsLine(text: string): string {
  return text.replace(CONTROL_RUNS, " ").trim();
}

/** Several lines: line feeds stay (written as '\n'), other control characters go. */
export function icsLines(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_RUNS_BUT_LINE_FEED, " ");
}

/** TEXT (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line feeds as '\n'. */
export function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** '20260704T020000Z': an instant in UTC (DTSTAMP, CREATED, LAST-MODIFIED, a timed series' UNTIL). */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A date or date-time property's parameters and value: ';VALUE=DATE:20261205' or ';TZID=…:20261205T080000'. */
export function whenValue(date: string, time: string | null): string {
  return time === null
    ? `;VALUE=DATE:${date.replace(/-/g, "")}`
    : `;TZID=${SITE_TIME_ZONE}:${compactWallClock(date, time)}`;
}

/** Several dates of one kind on one property (EXDATE, RDATE): all-day dates or wall-clock times at `time`. */
export function whenValues(dates: string[], time: string | null): string {
  const values = dates.map((d) => (time === null ? d.replace(/-/g, "") : compactWallClock(d, time)));
  return time === null ? `;VALUE=DATE:${values.join(",")}` : `;TZID=${SITE_TIME_ZONE}:${values.join(",")}`;
}

/** DTSTART and DTEND of a wall-clock schedule. */
export function startAndEnd(schedule: WallSchedule): string[] {
  if (schedule.allDay)
    return [`DTSTART${whenValue(schedule.startDate, null)}`, `DTEND${whenValue(schedule.endDate, null)}`];
  return [
    `DTSTART${whenValue(schedule.startDate, schedule.startTime)}`,
    `DTEND${whenValue(schedule.endDate, schedule.endTime)}`,
  ];
}
