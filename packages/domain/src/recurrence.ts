/**
 * A series' dates with its exceptions (docs/product.md#recurring-events): the one source of dates for the public
 * lists, the event pages (?date=), the JSON-LD, the sitemap and the calendar feed. The rule's dates come from
 * rule-dates.ts, window by window, so every answer costs the dates it looks at, however far from the start.
 *
 * A date of the series is a rule date or an extra date (RDATE). It may be skipped (EXDATE) or fall in a pause
 * (cancelled), or changed: another time, place or note, or moved to another day (an override, whose identity stays
 * the series date: the calendar's RECURRENCE-ID and the page's ?date=).
 */
import { addMonths, toLongDate } from "./dates";
import type { CommunityEvent, EventOverride, SeriesPause, SeriesView } from "./event";
import { describeRepeatRule, PAGE_HORIZON_YEARS, parseRepeatRule, type RepeatRule } from "./repeat-rule";
import { ruleDates, type RuleDates } from "./rule-dates";

/** One date of a series, as every output shows it. */
export interface SeriesDate {
  /** The series date: the ?date= of its page and the calendar's RECURRENCE-ID. */
  date: string;
  /** The day it happens on: `date`, or the day it was moved to. */
  day: string;
  /** Wall-clock time text in America/Los_Angeles ('' or unreadable: all day). */
  time: string;
  location: string;
  note: string;
  /** Skipped, or in a pause. */
  cancelled: boolean;
  /** Has an override (time, place, note or day). */
  changed: boolean;
  moved: boolean;
  /** An extra date (RDATE), not one of the rule's. */
  extra: boolean;
}

/** The stored fields a series is read from. */
export type SeriesFields = Pick<CommunityEvent, "date" | "time" | "location"> &
  Partial<Pick<CommunityEvent, "rrule" | "exdates" | "overrides" | "rdates" | "pauses">>;

/** A stored series read once: its rule compiled for its first date, its exceptions indexed. */
export class Series {
  readonly dates: RuleDates;
  /** The first date of the rule (a start off the rule, stored before the API moved it, reads as its first date). */
  readonly start: string;
  private readonly skipped: ReadonlySet<string>;
  private readonly extras: readonly string[];
  private readonly changes: ReadonlyMap<string, EventOverride>;

  constructor(
    readonly rule: RepeatRule,
    private readonly fields: SeriesFields,
  ) {
    this.dates = ruleDates(fields.date, rule);
    this.start = this.dates.after(fields.date, 1)[0] ?? fields.date;
    this.skipped = new Set(fields.exdates ?? []);
    this.extras = [...new Set(fields.rdates ?? [])].sort();
    this.changes = new Map((fields.overrides ?? []).map((o) => [o.date, o]));
  }

  get pauses(): SeriesPause[] {
    return this.fields.pauses ?? [];
  }

  get overrides(): EventOverride[] {
    return [...this.changes.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  get extraDates(): readonly string[] {
    return this.extras;
  }

  get skippedDates(): string[] {
    return [...this.skipped].sort();
  }

  isCancelled(date: string): boolean {
    return this.skipped.has(date) || this.pauses.some((p) => p.from <= date && date <= p.to);
  }

  /** Whether `date` is a date of the series (cancelled or not). Bounded: arithmetic, or at most COUNT dates. */
  has(date: string): boolean {
    return this.extras.includes(date) || (date >= this.start && this.dates.has(date));
  }

  /** The date as shown (its change applied), or null when it is not a date of the series. */
  on(date: string): SeriesDate | null {
    return this.has(date) ? this.describe(date) : null;
  }

  private describe(date: string): SeriesDate {
    const change = this.changes.get(date);
    const moved = Boolean(change?.moveTo) && change!.moveTo !== date;
    return {
      date,
      day: moved ? change!.moveTo! : date,
      time: change?.time || this.fields.time,
      location: change?.location || this.fields.location,
      note: change?.note ?? "",
      cancelled: this.isCancelled(date),
      changed: change !== undefined,
      moved,
      extra: this.extras.includes(date),
    };
  }

  /** Up to `n` dates that happen on or after `from` and aren't cancelled, in the order they happen. */
  next(from: string, n: number): SeriesDate[] {
    const keep = (d: string) => !this.isCancelled(d) && !this.isMoved(d);
    const dates = new Set(this.dates.after(from < this.start ? this.start : from, n, keep));
    for (const d of this.extras) if (d >= from && keep(d)) dates.add(d);
    for (const o of this.changes.values()) {
      if (this.isMoved(o.date) && o.moveTo! >= from && !this.isCancelled(o.date) && this.has(o.date)) dates.add(o.date);
    }
    return [...dates]
      .map((d) => this.describe(d))
      .sort((a, b) => a.day.localeCompare(b.day) || a.date.localeCompare(b.date))
      .slice(0, n);
  }

  /** The last date that happens (not cancelled), or null for a series without an end. */
  last(): SeriesDate | null {
    if (this.rule.count === null && this.rule.until === null) return null;
    const keep = (d: string) => !this.isCancelled(d);
    // Exceptions are few (at most 200 skipped dates and 20 pauses), so this looks at few dates past the last.
    const candidates = [...this.dates.before("9999-12-31", 1, keep), ...this.extras.filter(keep)];
    const shown = candidates.map((d) => this.describe(d)).sort((a, b) => a.day.localeCompare(b.day));
    return shown.at(-1) ?? null;
  }

  /**
   * Every date that happens from `from` to `to`, on the day it happens: a date moved into the range from outside it
   * is in, one moved out of it is not; cancelled dates are left out. In the order they happen.
   */
  happening(from: string, to: string): SeriesDate[] {
    const candidates = new Set([...this.dates.between(from, to), ...this.extras.filter((d) => from <= d && d <= to)]);
    for (const o of this.changes.values()) {
      if (o.moveTo && from <= o.moveTo && o.moveTo <= to && this.has(o.date)) candidates.add(o.date);
    }
    return [...candidates]
      .map((d) => this.describe(d))
      .filter((d) => !d.cancelled && from <= d.day && d.day <= to)
      .sort((a, b) => a.day.localeCompare(b.day) || a.date.localeCompare(b.date));
  }

  /** Every date in [from, to] (series dates, cancelled included), by series date. */
  between(from: string, to: string): SeriesDate[] {
    const dates = new Set([...this.dates.between(from, to), ...this.extras.filter((d) => from <= d && d <= to)]);
    return [...dates].sort().map((d) => this.describe(d));
  }

  private isMoved(date: string): boolean {
    const moveTo = this.changes.get(date)?.moveTo;
    return Boolean(moveTo) && moveTo !== date;
  }
}

/** The series of a stored event, or null for a one-off (no rule, or one the site can't read). */
export function seriesOf(event: SeriesFields): Series | null {
  const parsed = event.rrule ? parseRepeatRule(event.rrule) : null;
  return parsed?.ok && event.date ? new Series(parsed.rule, event) : null;
}

/** The last date a page (?date=) is served for: PAGE_HORIZON_YEARS after today (Feb 29's is Feb 28). */
export function pageHorizon(today: string): string {
  return addMonths(today, 12 * PAGE_HORIZON_YEARS);
}

/**
 * The series date `date` if a page may show it (or the date moved to that day): refused without running the rule when
 * it is before the series' start, after its UNTIL, or past the page horizon (unless it is the very next date, for a
 * series with long gaps); a COUNT rule then looks at its at most MAX_COUNT dates.
 */
function servedDate(series: Series, date: string, today: string): SeriesDate | null {
  // The day a date moved to opens that date: the page a visitor finds under the day they were told.
  const moved = series.overrides.find((o) => o.moveTo === date && o.date !== date);
  if (moved) return servedDate(series, moved.date, today);
  const earliest = series.extraDates[0] && series.extraDates[0] < series.start ? series.extraDates[0] : series.start;
  if (date < earliest) return null;
  const latestExtra = series.extraDates.at(-1) ?? "";
  if (series.rule.until !== null && date > series.rule.until && date > latestExtra) return null;
  if (date > pageHorizon(today) && date !== series.next(today, 1)[0]?.date) return null;
  return series.on(date);
}

/** How many dates the event page lists ahead. */
const SHOWN_NEXT_DATES = 6;

function sortedPauses(pauses: SeriesPause[]): SeriesPause[] {
  return [...pauses].sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * A stored event as the public sees it on `today`: a series becomes its next date (or, once no date is left, its
 * last), or the date `date` when given — with that date's changed time, place, day and note, its rule in words and
 * its next dates. One-off events come back as stored. Null when `date` is not a date the site serves.
 */
export function eventOccurrence(event: CommunityEvent, today: string, date?: string): CommunityEvent | null {
  const series = seriesOf(event);
  if (!series) {
    if (date !== undefined && date !== event.date) return null;
    return { ...event, series: null, note: "" };
  }
  const upcoming = series.next(today, SHOWN_NEXT_DATES);
  let shown: SeriesDate | null;
  if (date !== undefined) {
    shown = servedDate(series, date, today);
    if (!shown) return null;
  } else {
    shown = upcoming[0] ?? series.last() ?? series.on(series.start);
  }
  const start = series.start;
  const view: SeriesView = {
    rule: event.rrule ?? "",
    text: describeRepeatRule(series.rule, start, event.time),
    start,
    time: event.time,
    location: event.location,
    upcoming: upcoming.map((d) => d.date),
    ended: upcoming.length === 0,
    // Exceptions left off the series by an older rule change are not shown (nor sent to calendars).
    skipped: series.skippedDates.filter((d) => series.has(d)),
    paused: sortedPauses(series.pauses),
    extra: [...series.extraDates],
    changed: series.overrides.filter((o) => series.has(o.date)),
    occurrence: shown?.date ?? start,
    shownSkipped: shown?.cancelled ?? false,
  };
  const day = shown?.day ?? start;
  return {
    ...event,
    date: day,
    displayDate: toLongDate(day),
    time: shown?.time ?? event.time,
    location: shown?.location ?? event.location,
    note: shown?.note ?? "",
    series: view,
  };
}

/** The series behind an event as the API serves it (its `date`, `time` and `location` are the shown date's). */
export function servedSeries(event: CommunityEvent): Series | null {
  if (!event.series) return null;
  const { start, time, location } = event.series;
  return seriesOf({ ...event, date: start, time, location });
}
