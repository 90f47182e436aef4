/**
 * Reads a calendar file (iCalendar, RFC 5545) into the events the import stores (docs/decisions/0047-calendar-
 * import.md): one-off events, series the site's rules can express, and the dates of those it can't as single events
 * (`${UID}@${date}`), each passed through the event schema as staff input is. Bounded in every direction — events
 * read, dates per event, days the repeat rules may look at, a window of a year — and it never throws on a broken
 * file, except CalendarParseError when nothing in it is a calendar.
 */
import { createHash } from "node:crypto";
import { eventInputSchema } from "@main-street/domain/event";
import { seriesOf } from "@main-street/domain/recurrence";
import { readCalendarFile } from "./calendar-file";
import { decodeCalendar } from "./calendar-bytes";
import { lastDayAt, readEvent, spanAt, type SourceEvent } from "./calendar-events";
import { readOccurrences, type ImportWindow } from "./calendar-series";
import { asSeries } from "./series-fit";
import { Zones, type Wall } from "./calendar-zones";
import type { ImportedEvent, ParsedCalendar } from "./imported-event";

/** Nothing in the text could be read as a calendar. */
export class CalendarParseError extends Error {
  override readonly name = "CalendarParseError";
}

/** VEVENTs read from one file (a changed date is a VEVENT too): all a 2 MB file holds. */
const MAX_EVENTS = 50_000;
/** Single dates one repeating event gives over the year ahead: a daily event's, with room to spare. */
const MAX_DATES = 370;
/** Events and single dates kept from one file (the soonest): RDATE lists could otherwise make 100,000 events. */
const MAX_STORED = 3000;
/** Days all of a file's repeat rules may look at together (each costs well under a microsecond). */
const DAY_BUDGET = 2_000_000;
const MAX_WARNINGS = 50;

type Data = ImportedEvent["data"];
const NO_SERIES = { rrule: "", exdates: [], rdates: [], overrides: [] };

/**
 * What tells a later run an event changed: its SEQUENCE and a digest of its VEVENTs' lines (its own and its
 * changed dates'), LAST-MODIFIED among them, but not DTSTAMP: many servers stamp DTSTAMP with the time of each
 * download, which would make every event look changed on every run. Lines are sorted: a new order changes nothing.
 */
function versionOf(master: SourceEvent, others: SourceEvent[] = []): string {
  const hash = createHash("sha256");
  for (const block of [master.block, ...others.map((o) => o.block)]) {
    const lines = block.lines.filter((line) => !/^DTSTAMP[;:]/i.test(line)).sort();
    hash.update(`${lines.join("\n")}\n\n`);
  }
  return `${master.sequence}-${hash.digest("hex").slice(0, 16)}`;
}

/** The VEVENTs of each UID, in file order: the event itself, and its changed dates (RECURRENCE-ID). */
function byUid(events: SourceEvent[]): Map<string, { masters: SourceEvent[]; changed: SourceEvent[] }> {
  const groups = new Map<string, { masters: SourceEvent[]; changed: SourceEvent[] }>();
  for (const event of events) {
    const group = groups.get(event.uid) ?? { masters: [], changed: [] };
    (event.recurrenceId ? group.changed : group.masters).push(event);
    groups.set(event.uid, group);
  }
  return groups;
}

/** "1 event was", "2 events were". */
function counted(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** The same day a year on (February 29 → February 28). */
function yearAfter(today: string): string {
  const [y, m, d] = today.split("-");
  const next = `${String(Number(y) + 1).padStart(4, "0")}-${m}-${d}`;
  return m === "02" && d === "29" ? next.replace(/29$/, "28") : next;
}

/** The data as the schema stores it, or the first reason it refuses. */
function validated(data: Data): { data: Data } | { error: string } {
  const parsed = eventInputSchema.safeParse(data);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "it isn't a valid event" };
  const { title, description, date, endDate, time, location, rrule, exdates, rdates, overrides } = parsed.data;
  return { data: { title, description, date, endDate, time, location, rrule, exdates, rdates, overrides } };
}

export interface ParseOptions {
  /** The site's date (YYYY-MM-DD): what ended before it is left out. */
  today: string;
  /** The most events and single dates kept: the soonest (docs/product.md#importing-calendars). */
  maxEvents?: number;
  /** UIDs a run already imported as single dates: they stay so, keeping their keys from run to run. */
  singleDates?: ReadonlySet<string>;
  /** The charset the server declared, for a file given as octets (UTF-8 when none). */
  charset?: string;
  /** The longest description kept (characters of sanitised HTML); a longer one is cut. */
  maxDescription?: number;
}

/** One date found, before its words are read: only the soonest are made into events. */
interface Candidate {
  key: string;
  version: string;
  master: SourceEvent;
  at: Wall;
  own: SourceEvent | null;
  length: number | null;
  /** A series, read whole. */
  series?: ImportedEvent;
}

/** Dates a file may give before the rest are only counted: a hostile file can't fill the memory. */
const MAX_CANDIDATES = 100_000;

/** Reads a calendar's text or octets; `today` is the site's date: what ended before it is left out. */
export function parseCalendar(input: string | Uint8Array, options: ParseOptions): ParsedCalendar {
  const warnings = new Set<string>();
  let unsaid = 0;
  const warn = (message: string) => {
    if (warnings.size < MAX_WARNINGS || warnings.has(message)) warnings.add(message);
    else unsaid += 1;
  };
  const text = typeof input === "string" ? input : decodeCalendar(input, options.charset ?? "", warn);
  const file = readCalendarFile(text, MAX_EVENTS);
  if (!file.calendar) throw new CalendarParseError("That file isn't a calendar");
  const { today } = options;
  const maxEvents = options.maxEvents ?? MAX_STORED;
  const window: ImportWindow = { today, end: yearAfter(today), budget: { days: DAY_BUDGET }, maxDates: MAX_DATES };
  const zones = new Zones(file, [1970, Number(today.slice(0, 4)) + 12], window.budget, warn);
  if (file.eventsSkipped > 0) {
    const total = (file.events.length + file.eventsSkipped).toLocaleString("en-US");
    warn(`${total} events: the first ${MAX_EVENTS.toLocaleString("en-US")} were read`);
  }
  if (file.brokenLines > 0) warn(`${counted(file.brokenLines, "broken line was", "broken lines were")} skipped`);
  const read = file.events
    .map((block) => readEvent(block, zones, warn, options.maxDescription))
    .filter((e) => e !== null);
  if (file.events.length > 0 && read.length === 0) throw new CalendarParseError("That file isn't a calendar");

  const candidates: Candidate[] = [];
  const present = new Set<string>();
  let complete = true;
  let past = 0;
  let hidden = 0;
  /** One date as a single event: kept for later if it hasn't ended. */
  const single = (
    key: string,
    version: string,
    master: SourceEvent,
    at: Wall,
    own: SourceEvent | null,
    length = (own ?? master).length,
  ) => {
    if (lastDayAt(own ?? master, at, length) < today) return void (past += 1);
    if (candidates.length >= MAX_CANDIDATES) return void (complete = false);
    candidates.push({ key, version, master, at, own, length });
  };

  for (const [uid, { masters, changed }] of byUid(read)) {
    const master = masters[0];
    if ([...masters, ...changed].some((e) => e.private)) {
      hidden += 1;
      continue;
    }
    if (!master) {
      // Changed dates whose event isn't in the file: each is a single event.
      for (const e of changed) single(`${uid}@${zones.toSite(e.recurrenceId!).date}`, versionOf(e), e, e.startWall, e);
      continue;
    }
    const label = master.title || "Untitled event";
    if (masters.length > 1) warn(`"${label}": ${masters.length} events share its UID; the first was read`);
    const version = versionOf(master, changed);
    const repeats = (master.block.props.get("rrule") ?? []).some((p) => p.raw.trim() !== "");
    if (!repeats && !master.block.props.has("rdate")) {
      single(uid, version, master, master.startWall, null);
      continue;
    }
    const reading = readOccurrences(master, changed, zones, window);
    if (!reading.ok) {
      warn(`"${label}": ${reading.error}; it was left out`);
      continue;
    }
    if (reading.unreadable > 0)
      warn(
        `"${label}": ${counted(reading.unreadable, "skipped or extra date", "skipped or extra dates")} couldn't be read`,
      );
    // Kept as single dates once imported so (docs/decisions/0055), else a series when the site's rules say the same.
    const series = options.singleDates?.has(uid) ? null : asSeries(master, reading, window);
    if (series) {
      const next = seriesOf(series)?.next(today, 1)[0];
      if (!next) {
        past += 1; // ended, or every date still to come skipped
        continue;
      }
      const result = validated({ title: label, description: master.description(), ...series });
      if ("data" in result) {
        const event = { key: uid, version, cancelled: master.cancelled, data: result.data };
        candidates.push({
          key: uid,
          version,
          master,
          at: { date: next.day, minutes: null },
          own: null,
          length: null,
          series: event,
        });
        continue;
      }
    }
    // The rule's dates as single events (a changed date's VEVENT in place of its date), up to MAX_DATES.
    const dates = reading.occurrences.filter((o) => !o.excluded);
    const upcoming = dates.filter((o) => o.original.date >= today || o.at.date >= today);
    if (upcoming.length > MAX_DATES || reading.truncated)
      warn(`"${label}": more than ${MAX_DATES} dates in the next 12 months; the first ${MAX_DATES} were read`);
    const days = new Set<string>();
    const masterVersion = versionOf(master);
    for (const o of dates) {
      if (days.size >= MAX_DATES) break;
      const own = o.instance;
      // A key names a day: a second time the same day (BYHOUR=9,17) is left out.
      if (days.has(o.original.date)) {
        warn(`"${label}": more than one time a day; the first of each day was read`);
        continue;
      }
      const key = `${uid}@${o.original.date}`;
      const before = candidates.length;
      single(
        key,
        own ? versionOf(master, [own]) : masterVersion,
        master,
        o.at,
        own,
        o.length === undefined ? (own ?? master).length : o.length,
      );
      if (candidates.length > before) days.add(o.original.date);
    }
  }

  // The soonest first, whatever the file's order: the limit keeps what is next, and counts the rest as still there.
  candidates.sort((a, b) => a.at.date.localeCompare(b.at.date) || a.key.localeCompare(b.key));
  const events: ImportedEvent[] = [];
  const seen = new Set<string>();
  let over = 0;
  for (const c of candidates) {
    if (seen.has(c.key)) continue;
    seen.add(c.key);
    present.add(c.key);
    if (events.length >= maxEvents) {
      over += 1;
      continue;
    }
    if (c.series) {
      events.push(c.series);
      continue;
    }
    const source = c.own ?? c.master;
    const title = source.title || c.master.title || "Untitled event";
    const description = (c.own?.hasDescription ? c.own : c.master).description();
    const location = source.location || c.master.location;
    const { time, endDate } = spanAt(c.at, c.length);
    const data = { title, description, date: c.at.date, endDate, time, location, ...NO_SERIES };
    const result = validated(data);
    if ("error" in result) warn(`"${title}" on ${c.at.date}: ${result.error}; it was left out`);
    else
      events.push({
        key: c.key,
        version: c.version,
        cancelled: c.master.cancelled || (c.own?.cancelled ?? false),
        data: result.data,
      });
  }
  if (past > 0) warn(`${counted(past, "event that has ended was", "events that have ended were")} left out`);
  if (hidden > 0) warn(`${counted(hidden, "private event was", "private events were")} left out`);
  if (over > 0)
    warn(
      `More than ${maxEvents.toLocaleString("en-US")} events and dates: the soonest ${maxEvents.toLocaleString("en-US")} were read`,
    );
  if (!complete)
    warn(
      `More than ${MAX_CANDIDATES.toLocaleString("en-US")} dates: the rest were not read, and nothing was cancelled`,
    );
  if (unsaid > 0) warn(`…and ${unsaid.toLocaleString("en-US")} more`);
  return { events, warnings: [...warnings], present, complete };
}
