/**
 * Reads the free-text event time ('7:00 PM', '7-9 PM', '10am–2pm', '10:30 a.m. - noon') into clock minutes.
 * Anything it cannot read with confidence ('All day', 'Evening', '7-9') gives null: the event is then all-day.
 */

/** Minutes after midnight. An end past midnight ('9pm-1am') is above 1440. */
export interface ClockRange {
  start: number;
  end: number | null;
}

type Meridiem = "am" | "pm";

interface ClockToken {
  hour: number;
  minute: number;
  /** Written like '07:00' or '19:00', so readable as a 24-hour clock when no am/pm is given. */
  clock24: boolean;
  meridiem: Meridiem | null;
  /** 'noon' or 'midnight'. */
  named: "noon" | "midnight" | null;
}

const TOKEN = String.raw`(noon|midday|midnight|(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?)`;
const SEPARATOR = String.raw`\s*(?:-|to|until|till)\s*`;
const RANGE = new RegExp(`^${TOKEN}${SEPARATOR}${TOKEN}$`);
const SINGLE = new RegExp(`^${TOKEN}$`);
const LEADING = new RegExp(`^${TOKEN}(?=[\\s,;(])`);
const PREFIX = /^(?:from|starts? at|starting at|begins at|at|doors(?: at)?)\s+/;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(PREFIX, "");
}

function token(groups: (string | undefined)[]): ClockToken | null {
  const [whole, hourText, minuteText, meridiemText] = groups;
  if (whole === "noon" || whole === "midday")
    return { hour: 12, minute: 0, clock24: true, meridiem: "pm", named: "noon" };
  if (whole === "midnight") return { hour: 0, minute: 0, clock24: true, meridiem: "am", named: "midnight" };
  const hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  const meridiem = meridiemText === undefined ? null : meridiemText.startsWith("a") ? "am" : "pm";
  if (minute > 59 || hour > 23 || (meridiem && (hour < 1 || hour > 12))) return null;
  const clock24 = minuteText !== undefined && (hourText!.length === 2 || hour > 12);
  return { hour, minute, clock24, meridiem, named: null };
}

/** Minutes for a token read with the given meridiem (null = 24-hour clock, which needs '19:00' or '07:30'). */
function minutesOf(t: ClockToken, meridiem: Meridiem | null): number | null {
  if (t.named === "noon") return 720;
  if (t.named === "midnight") return 0;
  if (meridiem) return (t.hour % 12) * 60 + (meridiem === "pm" ? 720 : 0) + t.minute;
  return t.clock24 ? t.hour * 60 + t.minute : null;
}

const other = (m: Meridiem): Meridiem => (m === "am" ? "pm" : "am");

/** Fills in a missing am/pm from the other end of the range, choosing the reading where the range moves forward. */
function resolveRange(a: ClockToken, b: ClockToken): ClockRange | null {
  let start: number | null;
  let end: number | null;
  if (a.meridiem && !b.meridiem && !b.named) {
    start = minutesOf(a, a.meridiem);
    end = minutesOf(b, a.meridiem);
    if (start !== null && end !== null && end <= start) end = minutesOf(b, other(a.meridiem));
  } else if (!a.meridiem && b.meridiem) {
    end = b.named === "midnight" ? 1440 : minutesOf(b, b.meridiem);
    const inherited = b.named === "midnight" ? "pm" : b.meridiem;
    start = minutesOf(a, inherited);
    if (start !== null && end !== null && start >= end) start = minutesOf(a, other(inherited));
  } else {
    start = minutesOf(a, a.meridiem);
    end = b.named === "midnight" ? 1440 : minutesOf(b, b.meridiem);
  }
  if (start === null || end === null) return null;
  if (end <= start) end += 1440; // runs past midnight
  return { start, end };
}

/** Parses an event's free-text time; null means "no usable time" (show and export as all-day). */
export function parseEventTime(text: string | null | undefined): ClockRange | null {
  const input = normalise(text ?? "");
  if (!input) return null;
  const range = RANGE.exec(input);
  if (range) {
    const a = token(range.slice(1, 5));
    const b = token(range.slice(5, 9));
    return a && b ? resolveRange(a, b) : null;
  }
  const whole = SINGLE.exec(input);
  const match = whole ?? LEADING.exec(input);
  const t = match ? token(match.slice(1, 5)) : null;
  // A time at the start of longer text ('7 pm until late') needs an explicit am/pm to be trusted.
  if (!t || (!whole && !t.meridiem)) return null;
  const start = minutesOf(t, t.meridiem);
  return start === null ? null : { start, end: null };
}
