/**
 * One date of a series read from what the API served (SeriesView), without the occurrence engine: public pages and
 * the JSON-LD show each listed date with its change applied (docs/product.md#recurring-events).
 */
import { toLongDate } from "./dates";
import { lastDayOf } from "./event-span";
import type { CommunityEvent, SeriesView } from "./event";

export interface ListedDate {
  /** The series date (the page's ?date=). */
  date: string;
  /** The day it happens on (a moved date's new day). */
  day: string;
  time: string;
  location: string;
  note: string;
  cancelled: boolean;
  moved: boolean;
}

/** A date the API listed for the series (upcoming, changed or shown), with its change applied. */
export function listedDate(series: SeriesView, date: string): ListedDate {
  const change = series.changed.find((c) => c.date === date);
  const moved = Boolean(change?.moveTo) && change!.moveTo !== date;
  const paused = series.paused.some((p) => p.from <= date && date <= p.to);
  return {
    date,
    day: moved ? change!.moveTo : date,
    time: change?.time || series.time,
    location: change?.location || series.location,
    note: change?.note ?? "",
    cancelled: series.skipped.includes(date) || paused,
    moved,
  };
}

/** The series date an event page shows (undefined for a one-off). */
export function shownDate(event: CommunityEvent): ListedDate | undefined {
  return event.series ? listedDate(event.series, event.series.occurrence) : undefined;
}

/** The exceptions in words for the editor's preview: "Skipped March 7, 2027; moved March 14, 2027 to March 15, …". */
export function exceptionsInWords(
  s: Pick<SeriesView, "skipped" | "paused" | "extra"> & { changed: { date: string; moveTo?: string }[] },
): string {
  const long = (d: string) => toLongDate(d);
  const parts = [
    ...(s.skipped.length ? [`skipped ${s.skipped.map(long).join(", ")}`] : []),
    ...s.changed
      .filter((c) => c.moveTo && c.moveTo !== c.date)
      .map((c) => `${long(c.date)} moved to ${long(c.moveTo!)}`),
    ...(s.extra.length ? [`also on ${s.extra.map(long).join(", ")}`] : []),
    ...s.paused.map((p) => `paused ${long(p.from)} to ${long(p.to)}`),
  ];
  const text = parts.join("; ");
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}.` : "";
}

/**
 * Still to come on `today` (YYYY-MM-DD, Los Angeles): its last day (an event over several days is listed until it
 * ends) today or later, and for a series, with a date left
 * (every later date cancelled ends it, whatever date it shows).
 */
export function isUpcoming(
  event: Pick<CommunityEvent, "date" | "endDate" | "series"> & { time?: string },
  today: string,
): boolean {
  return lastDayOf(event) >= today && !event.series?.ended;
}
