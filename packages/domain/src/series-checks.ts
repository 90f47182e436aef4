/**
 * The checks a whole series must pass (docs/product.md#recurring-events), on a new event and on the merged record of
 * an edit (the API runs them in the update's transaction, on what will be stored). Each refusal names its field.
 * Every check costs the exceptions it reads, never the dates between them.
 */
import { addDays } from "./dates";
import type { EventOverride, SeriesPause } from "./event";
import { Series } from "./recurrence";
import { parseRepeatRule } from "./repeat-rule";

export interface SeriesIssue {
  path: (string | number)[];
  message: string;
}

/** The fields the checks read, as the schemas output them. */
export interface SeriesInput {
  date?: string;
  time?: string;
  location?: string;
  rrule?: string;
  exdates?: string[];
  overrides?: EventOverride[];
  rdates?: string[];
  pauses?: SeriesPause[];
}

/** A pause is at most this long ("no market in January", a summer break). */
const MAX_PAUSE_DAYS = 366;

/** Why the series can't be stored, field by field (empty: it can). */
export function seriesIssues(data: SeriesInput): SeriesIssue[] {
  const issues: SeriesIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  if (!data.rrule) {
    const extras = [["exdates"], ["overrides"], ["rdates"], ["pauses"]] as const;
    for (const [field] of extras)
      if ((data[field] ?? []).length > 0) add([field], "Only a repeating event has skipped, changed or extra dates");
    return issues;
  }
  if (!data.date) return [{ path: ["date"], message: "A repeating event needs its first date" }];
  const parsed = parseRepeatRule(data.rrule);
  if (!parsed.ok) return [{ path: ["rrule"], message: parsed.error }];
  const rule = parsed.rule;
  if (rule.until !== null && rule.until < data.date)
    return [{ path: ["rrule"], message: "The series ends before it starts" }];
  const series = new Series(rule, { date: data.date, time: data.time ?? "", location: data.location ?? "" });
  if (!series.dates.has(series.start)) return [{ path: ["rrule"], message: "This repeat rule gives no dates" }];

  const skipped = new Set(data.exdates ?? []);
  const paused = (d: string) => (data.pauses ?? []).some((p) => p.from <= d && d <= p.to);
  const extras = new Set(data.rdates ?? []);
  const isDate = (d: string) => extras.has(d) || (d >= series.start && series.dates.has(d));
  (data.exdates ?? []).forEach((d, i) => {
    if (!isDate(d)) add(["exdates", i], "A skipped date must be one of the series' dates");
  });
  (data.rdates ?? []).forEach((d, i) => {
    if (d < series.start) add(["rdates", i], "An extra date can't come before the series' first date");
    else if (series.dates.has(d)) add(["rdates", i], "That extra date is already one of the series' dates");
  });
  (data.pauses ?? []).forEach((p, i) => {
    if (p.to < p.from) add(["pauses", i, "to"], "A pause ends on or after the day it starts");
    else if (p.to > addDays(p.from, MAX_PAUSE_DAYS - 1)) add(["pauses", i, "to"], "A pause lasts at most a year");
  });
  const moves = new Map<string, string>();
  (data.overrides ?? []).forEach((o, i) => {
    if (!isDate(o.date)) add(["overrides", i, "date"], "A changed date must be one of the series' dates");
    else if (skipped.has(o.date) || paused(o.date))
      add(["overrides", i, "date"], "A skipped or paused date can't also be changed");
    const to = o.moveTo;
    if (!to || to === o.date) return;
    if (isDate(to) || moves.has(to)) add(["overrides", i, "moveTo"], "That day already has a date of the series");
    moves.set(to, o.date);
  });
  return issues;
}

/** The first date as stored: the rule's first date, so the feed's DTSTART is a date the site lists too. */
export function firstSeriesDate(date: string, rrule: string): string {
  const parsed = rrule ? parseRepeatRule(rrule) : null;
  return parsed?.ok ? new Series(parsed.rule, { date, time: "", location: "" }).start : date;
}
