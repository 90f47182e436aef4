/**
 * The site's one way of writing a time of day (docs/product.md#time-format): "7 PM", "7:30 PM", "12 PM" for noon,
 * "12 AM" for midnight, and a range with a spaced en dash, each end whole: "5 PM – 8 PM". Opening hours, event
 * times, series rules, /this-week, the embed and e-mails all write times through here, so they read alike.
 */
import { clockText } from "./clock-text";
import { parseEventTime } from "./event-time";

/** "5 PM – 8 PM"; a start alone ("7 PM") when there is no end or the end is the start. */
export function clockRangeText(start: number, end: number | null): string {
  if (end === null || end === start) return clockText(start);
  return `${clockText(start)} – ${clockText(end)}`;
}

/**
 * An event's free-text time in the site's format: "5-8 PM", "5 to 8 pm" and "5:00 PM – 8:00 PM" all read
 * "5 PM – 8 PM". A time the site can't read ("All day", "Evening") is shown as written.
 */
export function formatEventTime(time: string | null | undefined): string {
  const clock = parseEventTime(time);
  return clock ? clockRangeText(clock.start, clock.end) : (time ?? "").trim();
}

/** Minutes after midnight an event starts, for ordering a day's events; null for an all-day or unreadable time. */
export function eventStartMinutes(time: string | null | undefined): number | null {
  return parseEventTime(time)?.start ?? null;
}
