/**
 * A calendar file read into its events and time zones (RFC 5545 3.1, 3.4, 3.6), tolerantly and within bounds: lines
 * are unfolded and read one at a time (ical.js reads each content line's name, parameters and escaped text), so a
 * broken line costs only itself and a broken event only itself. Components nested in an event (alarms) and
 * everything the import doesn't use are skipped; at most `maxEvents` VEVENTs are read.
 */
import ICAL from "ical.js";

/** One content line: its parameters, its values as ical.js reads them, and its value text as written. */
export interface Property {
  params: Record<string, unknown>;
  values: unknown[];
  raw: string;
}

/** A component's properties by lower-case name, in file order. */
export type Properties = Map<string, Property[]>;

export interface EventBlock {
  props: Properties;
  /** Its own content lines (not its alarms'), for the version (parse-calendar.ts). */
  lines: string[];
}

export interface TimezoneBlock {
  props: Properties;
  /** Its STANDARD and DAYLIGHT observances. */
  observances: { kind: "standard" | "daylight"; props: Properties }[];
}

export interface CalendarFile {
  /** Whether a VCALENDAR was opened at all. */
  calendar: boolean;
  props: Properties;
  events: EventBlock[];
  timezones: TimezoneBlock[];
  /** VEVENTs left unread beyond the limit. */
  eventsSkipped: number;
  brokenLines: number;
}

const EVENT_PROPS = new Set([
  "uid",
  "dtstart",
  "dtend",
  "duration",
  "rrule",
  "rdate",
  "exdate",
  "recurrence-id",
  "summary",
  "description",
  "x-alt-desc",
  "location",
  "status",
  "sequence",
  "class",
  // Outlook's and Exchange's all-day events, written midnight to midnight.
  "x-microsoft-cdo-alldayevent",
  "x-microsoft-msncalendar-alldayevent",
]);
const ZONE_PROPS = new Set(["tzid", "dtstart", "tzoffsetfrom", "tzoffsetto", "rrule", "rdate"]);
/** Read from their value text (calendar-values.ts, calendar-rule.ts): ical.js reads only their parameters. */
const RAW_VALUES = new Set([
  "dtstart",
  "dtend",
  "duration",
  "rrule",
  "rdate",
  "exdate",
  "recurrence-id",
  "tzoffsetfrom",
  "tzoffsetto",
]);
const CALENDAR_PROPS = new Set(["x-wr-timezone"]);
/** Deeper than any real calendar nests (VCALENDAR > VTIMEZONE > STANDARD, VEVENT > VALARM). */
const MAX_DEPTH = 8;
const NAME = /^([A-Za-z0-9-]{1,64})[;:]/;

/** The value text after the first ':' outside a quoted parameter value. */
function rawValue(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ":" && !quoted) return line.slice(i + 1);
  }
  return "";
}

function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    if ((line.startsWith(" ") || line.startsWith("\t")) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line.trim() !== "") lines.push(line);
  }
  return lines;
}

function add(props: Properties, name: string, line: string): boolean {
  // Under a name of no known type, ical.js reads the parameters and leaves the value alone (a broken RRULE is then
  // refused with its reason, not dropped as a broken line); X-ALT-DESC is read as the TEXT it is.
  const rename = RAW_VALUES.has(name) ? "X-IMPORT-VALUE" : name === "x-alt-desc" ? "DESCRIPTION" : null;
  try {
    const parsed = ICAL.parse.property(rename ? `${rename}${line.slice(name.length)}` : line);
    const [, params, , ...values] = parsed as [string, Record<string, unknown>, string, ...unknown[]];
    const list = props.get(name) ?? [];
    list.push({ params, values, raw: rawValue(line) });
    props.set(name, list);
    return true;
  } catch {
    return false;
  }
}

/** Reads a calendar's text; never throws. */
export function readCalendarFile(text: string, maxEvents: number): CalendarFile {
  const file: CalendarFile = {
    calendar: false,
    props: new Map(),
    events: [],
    timezones: [],
    eventsSkipped: 0,
    brokenLines: 0,
  };
  const stack: string[] = [];
  let overflow = 0;
  // The component each line belongs to, with the depth it was opened at: lines of a nested one aren't its parent's.
  let event: { block: EventBlock; depth: number } | null = null;
  let zone: { block: TimezoneBlock; depth: number } | null = null;
  let observance: { props: Properties; depth: number } | null = null;
  for (const line of unfold(text)) {
    const name = NAME.exec(line)?.[1]?.toLowerCase();
    if (!name) {
      file.brokenLines += 1;
      continue;
    }
    if (name === "begin") {
      if (stack.length >= MAX_DEPTH) {
        overflow += 1;
        continue;
      }
      const component = rawValue(line).trim().toLowerCase();
      const parent = stack.at(-1);
      stack.push(component);
      const depth = stack.length;
      if (component === "vcalendar") file.calendar = true;
      if (parent === "vcalendar" && component === "vevent") {
        if (file.events.length < maxEvents) {
          event = { block: { props: new Map(), lines: [] }, depth };
          file.events.push(event.block);
        } else file.eventsSkipped += 1;
      } else if (parent === "vcalendar" && component === "vtimezone") {
        zone = { block: { props: new Map(), observances: [] }, depth };
        file.timezones.push(zone.block);
      } else if (zone && zone.depth === depth - 1 && (component === "standard" || component === "daylight")) {
        observance = { props: new Map(), depth };
        zone.block.observances.push({ kind: component, props: observance.props });
      }
      continue;
    }
    if (name === "end") {
      if (overflow > 0) {
        overflow -= 1;
        continue;
      }
      // An END closes the nearest open component of its name; one with no open match is ignored.
      const at = stack.lastIndexOf(rawValue(line).trim().toLowerCase());
      if (at < 0) file.brokenLines += 1;
      else stack.length = at;
      if (event && stack.length < event.depth) event = null;
      if (zone && stack.length < zone.depth) zone = null;
      if (observance && stack.length < observance.depth) observance = null;
      continue;
    }
    const depth = stack.length;
    let ok = true;
    if (event?.depth === depth) {
      event.block.lines.push(line);
      if (EVENT_PROPS.has(name)) ok = add(event.block.props, name, line);
    } else if (zone?.depth === depth && ZONE_PROPS.has(name)) ok = add(zone.block.props, name, line);
    else if (observance?.depth === depth && ZONE_PROPS.has(name)) ok = add(observance.props, name, line);
    else if (stack.at(-1) === "vcalendar" && CALENDAR_PROPS.has(name)) ok = add(file.props, name, line);
    if (!ok) file.brokenLines += 1;
  }
  return file;
}

/** The first value of a property as text ('' when missing or not text). */
export function textOf(props: Properties, name: string): string {
  const value = props.get(name)?.[0]?.values[0];
  return typeof value === "string" ? value : "";
}

/** A parameter's value as text ('' when missing). */
export function paramOf(property: Property | undefined, name: string): string {
  const value = property?.params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}
