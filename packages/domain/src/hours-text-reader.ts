/**
 * Reads opening hours written as text ("Mon–Sat 10am–6pm, Sun noon–5pm", "Daily 5am–noon", "24 hours", "Closed
 * Mondays", "Fri–Sat 5pm–2am") into the week (weekly-hours.ts), for the staff and owner hours editor: the grid is
 * filled from it and shown before anything is saved. Whatever part it can't read is named and nothing is read, so a
 * day is never taken as closed because its text wasn't understood; a day the text doesn't mention is closed.
 * Words in brackets ("(kitchen closes 9pm)") are kept as the hours note. docs/decisions/0066-pasted-hours-reader.md
 * Not for public pages: only the editor loads it.
 */
import { closedWeek, dayProblem, opensSomeDay, WEEKDAYS, type TimeRange, type WeeklyHours } from "./weekly-hours";

export type HoursReading = { ok: true; week: WeeklyHours; notes: string[] } | { ok: false; problems: string[] };

const DAY_WORDS: [RegExp, number][] = [
  [/^mo(n(day)?s?)?$/, 0],
  [/^tu(e(s(day)?)?s?)?$/, 1],
  [/^we(d(s|nesday)?s?)?$/, 2],
  [/^th(u(r(s(day)?)?)?s?)?$/, 3],
  [/^fr(i(day)?s?)?$/, 4],
  [/^sa(t(urday)?s?)?$/, 5],
  [/^su(n(day)?s?)?$/, 6],
];
const ALL = [0, 1, 2, 3, 4, 5, 6];
const DAY_SETS: [RegExp, number[]][] = [
  [/^(daily|every ?day|7 days( a week)?|seven days( a week)?)/, ALL],
  [/^weekdays?/, [0, 1, 2, 3, 4]],
  [/^weekends?/, [5, 6]],
];
const ALL_DAY = /^(open )?(24 ?(hours|hrs|h)( a day)?|24\/7|all day and night|around the clock)/;
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*(a\.?m\.?|p\.?m\.?)|([ap])\b)?/;
const RANGE_WORD = /^(-|to\b|until\b|till\b|til\b|thru\b|through\b)/;
const IGNORED = /^((open|opens|hours|hrs|from|only|every|on|and|at)\b|[&.:]+)/;

interface Clock {
  minutes: number;
  /** am/pm given, or a 24-hour time (17:30, 09:00), noon or midnight: nothing to guess. */
  fixed: boolean;
  /** 1–12, for guessing am or pm when `fixed` is false. */
  hour12: number;
}

type Token =
  | { kind: "day"; day: number }
  | { kind: "days"; days: number[] }
  | { kind: "time"; clock: Clock }
  | { kind: "range" }
  | { kind: "closed" }
  | { kind: "except" }
  | { kind: "all-day" };

interface Piece {
  source: string;
  days: number[];
  ranges: TimeRange[];
  closed: boolean;
  allDay: boolean;
  problem: string | null;
}

function clockOf(match: RegExpExecArray): Clock | null {
  const hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : 0;
  const meridiem = (match[3] ?? match[4] ?? "").charAt(0);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return { minutes: (hour % 12) * 60 + minute + (meridiem === "p" ? 720 : 0), fixed: true, hour12: hour };
  }
  if (hour > 24) return null;
  // 17:30, 09:00 and 00:00 are 24-hour times; 9 or 9:30 needs am or pm from its range.
  const twentyFour = hour === 0 || hour > 12 || /^0\d/.test(match[1]!);
  if (twentyFour) return { minutes: (hour % 24) * 60 + minute, fixed: true, hour12: hour };
  return { minutes: (hour % 12) * 60 + minute, fixed: false, hour12: hour };
}

function tokens(piece: string): { tokens: Token[]; unread: string } {
  const out: Token[] = [];
  let rest = piece.trim();
  while (rest) {
    let m: RegExpExecArray | RegExpMatchArray | null;
    const word = /^[a-z]+/.exec(rest)?.[0] ?? "";
    const day = DAY_WORDS.find(([re]) => re.test(word));
    const set = DAY_SETS.find(([re]) => re.test(rest));
    if ((m = ALL_DAY.exec(rest))) out.push({ kind: "all-day" });
    else if (set) {
      m = set[0].exec(rest)!;
      out.push({ kind: "days", days: set[1] });
    } else if (word && day) {
      m = [word];
      out.push({ kind: "day", day: day[1] });
    } else if ((m = /^(noon|midday|12 ?noon)\b/.exec(rest))) {
      out.push({ kind: "time", clock: { minutes: 720, fixed: true, hour12: 12 } });
    } else if ((m = /^(midnight|12 ?midnight)\b/.exec(rest))) {
      out.push({ kind: "time", clock: { minutes: 0, fixed: true, hour12: 12 } });
    } else if ((m = TIME.exec(rest))) {
      const clock = clockOf(m as RegExpExecArray);
      if (!clock) return { tokens: out, unread: rest };
      out.push({ kind: "time", clock });
    } else if ((m = RANGE_WORD.exec(rest))) out.push({ kind: "range" });
    else if ((m = /^closed\b/.exec(rest))) out.push({ kind: "closed" });
    else if ((m = /^(except|but not|not)\b/.exec(rest))) out.push({ kind: "except" });
    else if (!(m = IGNORED.exec(rest))) return { tokens: out, unread: rest };
    rest = rest.slice(m[0].length).trim();
  }
  return { tokens: out, unread: "" };
}

/** 'Mon–Fri' as 0…4; 'Fri–Mon' wraps round the weekend. */
function dayRange(from: number, to: number): number[] {
  const days = [from];
  for (let d = from; d !== to;) days.push((d = (d + 1) % 7));
  return days;
}

const pad = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Opening and closing, guessing am or pm where the text left it out; null when it can't be told. */
function timeRange(a: Clock, b: Clock): TimeRange | null {
  const length = (x: number, y: number) => (((y - x) % 1440) + 1440) % 1440 || 1440;
  const both = (x: number) => [x, x + 720];
  let opens = a.minutes;
  let closes = b.minutes;
  if (!a.fixed && !b.fixed) {
    // "9–5", "11–2", "12–5": day hours only when the closing hour is smaller ("7–11" could be either).
    if (!(b.hour12 < a.hour12 && a.hour12 >= 6)) return null;
    if (a.hour12 === 12) opens = 720;
    closes += 720;
  } else if (!a.fixed) {
    opens = both(a.minutes).sort((x, y) => length(x, closes) - length(y, closes))[0]!;
  } else if (!b.fixed) {
    closes = both(b.minutes).sort((x, y) => length(opens, x) - length(opens, y))[0]!;
  }
  return { opens: pad(opens), closes: pad(closes) };
}

function readPiece(source: string): Piece {
  const piece: Piece = { source, days: [], ranges: [], closed: false, allDay: false, problem: null };
  const { tokens: list, unread } = tokens(source.toLowerCase().replace(/[\u2012-\u2015\u2212]/g, "-"));
  if (unread) return { ...piece, problem: `Couldn't read "${source.trim()}"` };
  let except = false;
  for (let i = 0; i < list.length; i++) {
    const token = list[i]!;
    const next = list[i + 1];
    if (token.kind === "day" || token.kind === "days") {
      let days = token.kind === "day" ? [token.day] : token.days;
      const last = list[i + 2];
      if (token.kind === "day" && next?.kind === "range" && last?.kind === "day") {
        days = dayRange(token.day, last.day);
        i += 2;
      }
      piece.days = except ? piece.days.filter((d) => !days.includes(d)) : [...piece.days, ...days];
    } else if (token.kind === "time") {
      const last = list[i + 2];
      if (next?.kind !== "range" || last?.kind !== "time") {
        return { ...piece, problem: `Give an opening and a closing time in "${source.trim()}"` };
      }
      const range = timeRange(token.clock, last.clock);
      if (!range) return { ...piece, problem: `Add am or pm to the times in "${source.trim()}"` };
      piece.ranges.push(range);
      i += 2;
    } else if (token.kind === "closed") piece.closed = true;
    else if (token.kind === "all-day") piece.allDay = true;
    else if (token.kind === "except") except = true;
    else return { ...piece, problem: `Couldn't read "${source.trim()}"` };
  }
  return piece;
}

/** Splits at commas, semicolons, line breaks and "and", keeping bracketed words apart as notes. */
function pieces(text: string): { pieces: string[]; notes: string[] } {
  const notes: string[] = [];
  const plain = text.replace(/\(([^)]*)\)/g, (_, note: string) => {
    if (note.trim()) notes.push(note.trim());
    return ";";
  });
  return { pieces: plain.split(/[,;\n|]|\s&\s|\sand\s/i).filter((p) => p.trim()), notes };
}

export function readHoursText(text: string): HoursReading {
  const { pieces: parts, notes } = pieces(text);
  const read = parts.map(readPiece);
  const problems = read.flatMap((p) => (p.problem ? [p.problem] : []));
  const week = closedWeek();
  const setBy: (Piece | null)[] = Array.from({ length: 7 }, () => null);
  let pending: number[] = [];
  let previous: { piece: Piece; days: number[] } | null = null;
  for (const piece of read) {
    if (piece.problem) continue;
    const says = piece.ranges.length > 0 || piece.closed || piece.allDay;
    if (!says) {
      pending.push(...piece.days); // "Mon, Wed, Fri 9–5": the days before the times
      continue;
    }
    let days = [...pending, ...piece.days];
    pending = [];
    if (days.length === 0) {
      // "11am–2pm, 5pm–9pm": a second range for the same days; "24 hours" alone: every day.
      if (previous && piece.ranges.length > 0 && !piece.closed) days = previous.days;
      else if (piece.allDay && !previous) days = ALL;
      else {
        problems.push(`Say which days for "${piece.source.trim()}" (e.g. "Daily" or "Mon–Fri")`);
        continue;
      }
    }
    const owner: Piece = piece.days.length || !previous ? piece : previous.piece;
    for (const d of new Set(days)) {
      const day = WEEKDAYS[d]!;
      const ranges: TimeRange[] = piece.closed
        ? []
        : piece.allDay
          ? [{ opens: "00:00", closes: "00:00" }]
          : piece.ranges;
      week[day] = setBy[d] === owner ? [...week[day], ...ranges] : [...ranges];
      setBy[d] = owner;
    }
    previous = { piece: owner, days };
  }
  if (pending.length) problems.push(`No times for ${pending.map((d) => WEEKDAY_SHORT[d]).join(", ")}`);
  for (const day of WEEKDAYS) {
    const problem = dayProblem(week[day]);
    if (problem) problems.push(`${WEEKDAY_LONG[WEEKDAYS.indexOf(day)]}: ${problem}`);
  }
  if (problems.length) return { ok: false, problems };
  if (!opensSomeDay(week)) return { ok: false, problems: ["No opening times found"] };
  return { ok: true, week, notes };
}

const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const WEEKDAY_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
