/**
 * "This and following" (docs/product.md#recurring-events): a series ends before one of its dates and a new series
 * starts from it. The old series keeps its past (its rule ends the day before, its exceptions before the date); the
 * new one takes the rule (what is left of a COUNT) and the exceptions from the date on.
 */
import { z } from "zod";
import { addDays } from "./dates";
import type { EventData, SeriesPause } from "./event";
import { eventDateField } from "./fields";
import { seriesOf } from "./recurrence";
import { buildRepeatRule } from "./repeat-rule";
import { seriesIssues } from "./series-checks";

/** POST /api/admin/events/{id}/split */
export const seriesSplitSchema = z.object({ date: eventDateField });

type SeriesParts = Pick<
  EventData,
  "date" | "time" | "location" | "rrule" | "exdates" | "overrides" | "rdates" | "pauses"
>;

export type SplitResult =
  { ok: true; before: SeriesParts; after: SeriesParts } | { ok: false; field: string; message: string };

function pausesWithin(pauses: SeriesPause[], from: string, to: string): SeriesPause[] {
  return pauses.flatMap((p) => {
    const clipped = { from: p.from < from ? from : p.from, to: p.to > to ? to : p.to };
    return clipped.from <= clipped.to ? [clipped] : [];
  });
}

/** The two series a split at `date` leaves, or why it can't split there. */
export function splitSeries(stored: SeriesParts, date: string): SplitResult {
  const series = seriesOf(stored);
  if (!series) return { ok: false, field: "date", message: "Only a repeating event can be split" };
  if (date <= series.start)
    return {
      ok: false,
      field: "date",
      message: "Choose a date after the first one (to change every date, edit the series)",
    };
  if (!series.dates.has(date)) return { ok: false, field: "date", message: "Choose one of the repeat rule's dates" };
  const last = addDays(date, -1);
  const counted = series.rule.count;
  const earlier = counted === null ? 0 : series.dates.between(series.start, last).length;
  const before: SeriesParts = {
    ...stored,
    date: series.start,
    rrule: buildRepeatRule({ ...series.rule, count: null, until: last }),
    exdates: stored.exdates.filter((d) => d < date),
    overrides: stored.overrides.filter((o) => o.date < date),
    rdates: stored.rdates.filter((d) => d < date),
    pauses: pausesWithin(stored.pauses, "0000-01-01", last),
  };
  const after: SeriesParts = {
    ...stored,
    date,
    rrule: buildRepeatRule({ ...series.rule, count: counted === null ? null : counted - earlier }),
    exdates: stored.exdates.filter((d) => d >= date),
    overrides: stored.overrides.filter((o) => o.date >= date),
    rdates: stored.rdates.filter((d) => d >= date),
    pauses: pausesWithin(stored.pauses, date, "9999-12-31"),
  };
  for (const part of [before, after]) {
    const [issue] = seriesIssues(part);
    // A moved date may cross the split (moved onto a day of the other part): name it rather than lose it.
    if (issue) return { ok: false, field: "date", message: `Splitting there breaks the series: ${issue.message}` };
  }
  return { ok: true, before, after };
}
