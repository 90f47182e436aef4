/**
 * One VEVENT read for the import: its start on the site's clock, its length, its words cleaned (calendar-text.ts),
 * its status; and the site's date and time text for any of its dates.
 */
import { createHash } from "node:crypto";
import { LIMITS } from "@main-street/domain/limits";
import { paramOf, textOf, type EventBlock } from "./calendar-file";
import { descriptionHtml, oneLine } from "./calendar-text";
import {
  clockText,
  dayNumber,
  isoDay,
  readDateProperty,
  readDuration,
  timeText,
  type DateValue,
} from "./calendar-values";
import type { Wall, Zones } from "./calendar-zones";

export interface SourceEvent {
  block: EventBlock;
  uid: string;
  /** A changed date of a repeating event: the date (and time) it replaces. */
  recurrenceId: DateValue | null;
  start: DateValue;
  startWall: Wall;
  /** Minutes from the start to the end on the site's clock (an all-day event's whole days); null: no end given. */
  length: number | null;
  /** '' when it has none (a changed date then keeps its series' title). */
  title: string;
  location: string;
  /** Whether it has a description of its own. */
  hasDescription: boolean;
  cancelled: boolean;
  /** CLASS:PRIVATE or CONFIDENTIAL: not for a public site. */
  private: boolean;
  sequence: number;
  /** The sanitised description (worked out once, when needed). */
  description: () => string;
}

const MAX_UID = 200;
/** An event ending by this time the morning after it starts is a night out, not one over several days. */
const NIGHT_ENDS = 6 * 60;

/** The UID as the import's key: as written, or a digest when it is long, unprintable or missing. */
function uidOf(block: EventBlock): string {
  const uid = textOf(block.props, "uid").trim();
  // eslint-disable-next-line no-control-regex
  if (uid && uid.length <= MAX_UID && !/[\u0000-\u001f\u007f]/.test(uid)) return uid;
  const basis = uid || `${block.props.get("dtstart")?.[0]?.raw ?? ""}|${textOf(block.props, "summary")}`;
  return `${uid ? "uid" : "no-uid"}-${createHash("sha256").update(basis).digest("hex").slice(0, 32)}`;
}

/** Outlook's all-day event: flagged, midnight to midnight in its own zone. */
function outlookAllDay(block: EventBlock, start: DateValue): boolean {
  const flag = ["x-microsoft-cdo-alldayevent", "x-microsoft-msncalendar-alldayevent"].some(
    (name) => textOf(block.props, name).trim().toUpperCase() === "TRUE",
  );
  return flag && start.minutes === 0 && !start.utc;
}

/** A value read as the date it names (an all-day event's). */
const asDate = (value: DateValue): DateValue => ({ ...value, minutes: null, utc: false, tzid: "" });

function lengthOf(block: EventBlock, start: DateValue, startWall: Wall, zones: Zones, allDay: boolean): number | null {
  const written = readDateProperty(block.props.get("dtend")?.[0]);
  const end = written && allDay && written.minutes === 0 ? asDate(written) : written;
  if (end && (end.minutes === null) === (start.minutes === null)) {
    const endWall = zones.toSite(end);
    const days = dayNumber(endWall.date) - dayNumber(startWall.date);
    const length = days * 1440 + (endWall.minutes ?? 0) - (startWall.minutes ?? 0);
    return length > 0 ? length : null;
  }
  const duration = readDuration(block.props.get("duration")?.[0]?.raw ?? "");
  return duration && duration > 0 ? duration : null;
}

/** Reads a VEVENT; null (with a warning) when it has no start the import can read. */
export function readEvent(
  block: EventBlock,
  zones: Zones,
  warn: (message: string) => void,
  maxDescription?: number,
): SourceEvent | null {
  const title = oneLine(textOf(block.props, "summary"), LIMITS.title);
  const label = title || "Untitled event";
  const written = readDateProperty(block.props.get("dtstart")?.[0]);
  const allDay = written ? outlookAllDay(block, written) : false;
  const start = written && allDay ? asDate(written) : written;
  if (!start) {
    warn(
      `"${label}": ${start === null ? "its start date isn't a real date" : "it has no start date"}; it was left out`,
    );
    return null;
  }
  const startWall = zones.toSite(start);
  const recurrence = block.props.get("recurrence-id")?.[0];
  const recurrenceId = recurrence ? readDateProperty(recurrence) : null;
  if (recurrence && !recurrenceId) {
    warn(`"${label}": the date it changes isn't a real date; it was left out`);
    return null;
  }
  const altDescription = block.props.get("x-alt-desc")?.[0];
  const html =
    paramOf(altDescription, "fmttype").toLowerCase() === "text/html" ? String(altDescription!.values[0]) : "";
  let description: string | undefined;
  const klass = textOf(block.props, "class").trim().toUpperCase();
  const sequence = Number(block.props.get("sequence")?.[0]?.values[0]);
  return {
    block,
    uid: uidOf(block),
    recurrenceId: recurrenceId ?? null,
    start,
    startWall,
    length: lengthOf(block, start, startWall, zones, allDay),
    title,
    location: oneLine(textOf(block.props, "location"), LIMITS.shortText),
    hasDescription: Boolean(textOf(block.props, "description").trim() || html.trim()),
    cancelled: textOf(block.props, "status").trim().toUpperCase() === "CANCELLED",
    private: klass === "PRIVATE" || klass === "CONFIDENTIAL",
    sequence: Number.isSafeInteger(sequence) && sequence > 0 ? sequence : 0,
    description: () =>
      (description ??= descriptionHtml(textOf(block.props, "description"), html, label, warn, maxDescription)),
  };
}

/** The site's time text for a date of the event starting at `wall`: '' for all-day. */
export function timeAt(event: SourceEvent, wall: Wall, length = event.length): string {
  return spanAt(wall, length).time;
}

/**
 * The site's time text and last day for a date starting at `wall` that lasts `length` minutes (docs/product.md#
 * events-today): an all-day date over several days ends on its last day; a timed one that ends on a later day
 * ("6:00 PM – 2:00 PM", Friday to Sunday) names that day, unless it is a night out, ending by 6 AM the next
 * morning ("9:00 PM – 1:00 AM"), which its time text says alone.
 */
export function spanAt(wall: Wall, length: number | null): { time: string; endDate: string } {
  if (wall.minutes === null) {
    const days = Math.max(1, Math.round((length ?? 1440) / 1440));
    return { time: "", endDate: days > 1 ? isoDay(dayNumber(wall.date) + days - 1) : "" };
  }
  if (length === null) return { time: timeText(wall.minutes, null), endDate: "" };
  const end = wall.minutes + length;
  const days = Math.floor(end / 1440);
  if (days === 0 || (days === 1 && end % 1440 <= NIGHT_ENDS)) return { time: timeText(wall.minutes, end), endDate: "" };
  return { time: `${clockText(wall.minutes)} – ${clockText(end)}`, endDate: isoDay(dayNumber(wall.date) + days) };
}

/** The last day (on the site's clock) a date of the event starting at `wall` lasts into. */
export function lastDayAt(event: SourceEvent, wall: Wall, own = event.length): string {
  const length = own ?? (wall.minutes === null ? 1440 : 0);
  const end = (wall.minutes ?? 0) + Math.max(length, 1);
  return isoDay(dayNumber(wall.date) + Math.floor((end - 1) / 1440));
}
