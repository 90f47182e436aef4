import { z } from "zod";
import { LIMITS, eventDateField, featuredField, optionalText, requiredText } from "./fields";
import { imageField } from "./image-field";
import { addDays } from "./dates";
import { firstOccurrence, occurrencesBetween } from "./recurrence";
import { buildRepeatRule, parseRepeatRule } from "./repeat-rule";

/** How many skipped or changed dates a series keeps. */
const MAX_SERIES_EXCEPTIONS = 200;

/**
 * The repeat rule (docs/product.md#recurring-events): '' for a one-off event, else an RRULE read into fields and
 * written back in the canonical form (repeat-rule.ts) — never stored as received.
 */
const rruleField = z
  .string({ error: "Repeat must be text" })
  .trim()
  .max(300, { error: "That repeat rule isn't one the site supports" })
  .transform((value, ctx) => {
    if (value === "") return "";
    const parsed = parseRepeatRule(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return buildRepeatRule(parsed.rule);
  });

const exdatesField = z
  .array(eventDateField, { error: "Skipped dates must be a list of dates" })
  .max(MAX_SERIES_EXCEPTIONS, { error: `At most ${MAX_SERIES_EXCEPTIONS} skipped dates` })
  .transform((dates) => [...new Set(dates)].sort());

/** One occurrence changed on its own: its time, place or a note; blank fields keep the series' value. */
const overrideSchema = z.object({
  date: eventDateField,
  time: optionalText("Time", 60),
  location: optionalText("Location", LIMITS.shortText),
  note: optionalText("Note", LIMITS.shortText),
});

const overridesField = z
  .array(overrideSchema, { error: "Changed dates must be a list" })
  .max(MAX_SERIES_EXCEPTIONS, { error: `At most ${MAX_SERIES_EXCEPTIONS} changed dates` })
  .transform((list) => {
    const byDate = new Map(list.map((o) => [o.date, o]));
    return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  });

const eventFields = {
  title: requiredText("Title", LIMITS.title),
  description: requiredText("Description", LIMITS.html, "multi"),
  excerpt: optionalText("Excerpt", LIMITS.excerpt, "multi"),
  date: eventDateField,
  time: optionalText("Time", 60),
  location: optionalText("Location", LIMITS.shortText),
  image: imageField,
  category: optionalText("Category", 60),
  featured: featuredField,
  rrule: rruleField.optional().transform((v) => v ?? ""),
  exdates: exdatesField.optional().transform((v) => v ?? []),
  overrides: overridesField.optional().transform((v) => v ?? []),
};

interface SeriesFields {
  date?: string;
  rrule?: string;
  exdates?: string[];
  overrides?: { date: string }[];
}

/**
 * A series must start before it ends and yield at least one date; its skipped and changed dates must be among
 * its dates. Each refusal names its field.
 */
function checkSeries(data: SeriesFields, ctx: z.RefinementCtx): void {
  if (!data.rrule) return;
  if (!data.date) {
    ctx.addIssue({ code: "custom", path: ["date"], message: "A repeating event needs its first date" });
    return;
  }
  const parsed = parseRepeatRule(data.rrule);
  if (!parsed.ok) return;
  const rule = parsed.rule;
  if (rule.until !== null && rule.until < data.date) {
    ctx.addIssue({ code: "custom", path: ["rrule"], message: "The series ends before it starts" });
    return;
  }
  if (firstOccurrence(data.date, rule) === null) {
    ctx.addIssue({ code: "custom", path: ["rrule"], message: "This repeat rule gives no dates" });
    return;
  }
  const start = data.date;
  // One pass over the dates the exceptions span (at most 30 years of the series), not one per exception.
  const exceptions = [...(data.exdates ?? []), ...(data.overrides ?? []).map((o) => o.date)].sort();
  const last = exceptions.at(-1);
  const horizon = addDays(start, 366 * 30);
  const dates = new Set(
    last === undefined ? [] : occurrencesBetween(start, rule, start, last < horizon ? last : horizon),
  );
  (data.exdates ?? []).forEach((d, i) => {
    if (!dates.has(d))
      ctx.addIssue({
        code: "custom",
        path: ["exdates", i],
        message: "A skipped date must be one of the series' dates",
      });
  });
  (data.overrides ?? []).forEach((o, i) => {
    if (!dates.has(o.date))
      ctx.addIssue({
        code: "custom",
        path: ["overrides", i, "date"],
        message: "A changed date must be one of the series' dates",
      });
  });
}

/** POST /api/admin/events: title, description and date are required. */
export const eventInputSchema = z.object(eventFields).superRefine(checkSeries);

/** PUT /api/admin/events/{id}: the edit screen requires only the title; omitted fields keep their value. */
export const eventUpdateSchema = z
  .object({
    ...eventFields,
    description: z.optional(optionalText("Description", LIMITS.html, "multi")),
    date: z.optional(eventDateField),
    excerpt: z.optional(eventFields.excerpt),
    time: z.optional(eventFields.time),
    location: z.optional(eventFields.location),
    image: z.optional(eventFields.image),
    category: z.optional(eventFields.category),
    featured: z.optional(featuredField),
    rrule: z.optional(rruleField),
    exdates: z.optional(exdatesField),
    overrides: z.optional(overridesField),
  })
  .superRefine(checkSeries);

export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;
export type EventOverride = z.output<typeof overrideSchema>;

/** A series as the public pages show it (computed by the API: recurrence.ts). */
export interface SeriesView {
  /** The canonical RRULE. */
  rule: string;
  /** 'Every Saturday, 8 AM–noon, until June 27, 2026'. */
  text: string;
  /** The series' first date, time and place (the event's own `date`, `time`, `location` are the occurrence's). */
  start: string;
  time: string;
  location: string;
  /** The next dates from today (at most 6; within 12 months for a never-ending series), skipped ones left out. */
  upcoming: string[];
  /** No date left: the series shows in Past Events. */
  ended: boolean;
  skipped: string[];
  changed: EventOverride[];
  /** The shown occurrence is a skipped date (opened with ?date=). */
  shownSkipped: boolean;
}

/** Series fields are optional on the served record: a one-off (and any record read before series) has none. */
export interface CommunityEvent extends Omit<EventData, "rrule" | "exdates" | "overrides"> {
  id: string;
  /** The canonical RRULE; '' or absent for a one-off. */
  rrule?: string;
  exdates?: string[];
  overrides?: EventOverride[];
  /** Long English form of `date`, e.g. 'March 5, 2025'. */
  displayDate: string;
  createdAt: string;
  updatedAt: string;
  /** Present on a series as the public API serves it; null for a one-off. */
  series?: SeriesView | null;
  /** The shown occurrence's note (a changed date's). */
  note?: string;
}
