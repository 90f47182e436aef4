import { z } from "zod";
import { LIMITS, eventDateField, featuredField, optionalText, requiredText } from "./fields";
import type { EventHost } from "./event-host";
import { imageField } from "./image-field";
import { buildRepeatRule, parseRepeatRule } from "./repeat-rule";
import { spanIssues, type SpanInput } from "./event-span";
import { firstSeriesDate, seriesIssues, type SeriesInput } from "./series-checks";

/** How many skipped or changed dates a series keeps. */
const MAX_SERIES_EXCEPTIONS = 200;
/** How many extra dates and pauses a series keeps. */
const MAX_EXTRA_DATES = 50;
const MAX_PAUSES = 20;

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

const rdatesField = z
  .array(eventDateField, { error: "Extra dates must be a list of dates" })
  .max(MAX_EXTRA_DATES, { error: `At most ${MAX_EXTRA_DATES} extra dates` })
  .transform((dates) => [...new Set(dates)].sort());

/** A pause: no date of the series from `from` to `to`, both included ("no market in January"). */
const pauseSchema = z.object({ from: eventDateField, to: eventDateField });

const pausesField = z
  .array(pauseSchema, { error: "Pauses must be a list" })
  .max(MAX_PAUSES, { error: `At most ${MAX_PAUSES} pauses` })
  .transform((list) => [...list].sort((a, b) => a.from.localeCompare(b.from)));

/**
 * One date changed on its own: its time, place or a note, or moved to another day (`moveTo`); blank fields keep the
 * series' value. Its `date` stays its identity (the calendar's RECURRENCE-ID).
 */
const overrideSchema = z.object({
  date: eventDateField,
  moveTo: z.optional(z.union([z.literal(""), eventDateField])).transform((v) => v ?? ""),
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

/** A business's document id, or '' (the API checks that the business exists). */
export const hostBusinessField = z
  .string({ error: "Host business must be a business" })
  .trim()
  .regex(/^([A-Za-z0-9_-]{1,128})?$/, { error: "Choose a business from the list" });

/** The last day of an event that runs over several days ('' for one that ends on its first day). */
const endDateField = z
  .optional(z.union([z.literal(""), eventDateField], { error: "Enter the day it ends like 2025-03-05" }))
  .transform((v) => v ?? "");

const eventFields = {
  title: requiredText("Title", LIMITS.title),
  description: requiredText("Description", LIMITS.html, "multi"),
  excerpt: optionalText("Excerpt", LIMITS.excerpt, "multi"),
  date: eventDateField,
  endDate: endDateField,
  time: optionalText("Time", 60),
  location: optionalText("Location", LIMITS.shortText),
  image: imageField,
  category: optionalText("Category", 60),
  featured: featuredField,
  rrule: rruleField.optional().transform((v) => v ?? ""),
  exdates: exdatesField.optional().transform((v) => v ?? []),
  overrides: overridesField.optional().transform((v) => v ?? []),
  rdates: rdatesField.optional().transform((v) => v ?? []),
  pauses: pausesField.optional().transform((v) => v ?? []),
  /** The business the event happens at and is run by ('' for none): its page lists the event, its Place is the venue. */
  hostBusinessId: hostBusinessField.optional().transform((v) => v ?? ""),
};

/** The series and span checks (series-checks.ts, event-span.ts) as zod issues, each on its field. */
function checkSeries(data: SeriesInput & SpanInput, ctx: z.RefinementCtx): void {
  for (const issue of [...seriesIssues(data), ...spanIssues(data)])
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
}

/** A series is stored from its rule's first date (a start off the rule moves onto it). */
function fromFirstDate<T extends { date: string; rrule: string }>(data: T): T {
  return data.rrule ? { ...data, date: firstSeriesDate(data.date, data.rrule) } : data;
}

/** POST /api/admin/events: title, description and date are required. */
export const eventInputSchema = z.object(eventFields).superRefine(checkSeries).transform(fromFirstDate);

/** PUT /api/admin/events/{id}: the edit screen requires only the title; omitted fields keep their value. */
export const eventUpdateSchema = z
  .object({
    ...eventFields,
    description: z.optional(optionalText("Description", LIMITS.html, "multi")),
    date: z.optional(eventDateField),
    endDate: z.optional(endDateField),
    excerpt: z.optional(eventFields.excerpt),
    time: z.optional(eventFields.time),
    location: z.optional(eventFields.location),
    image: z.optional(eventFields.image),
    category: z.optional(eventFields.category),
    featured: z.optional(featuredField),
    rrule: z.optional(rruleField),
    exdates: z.optional(exdatesField),
    overrides: z.optional(overridesField),
    rdates: z.optional(rdatesField),
    pauses: z.optional(pausesField),
    hostBusinessId: z.optional(hostBusinessField),
  })
  // A payload with the date and the rule (the edit screen's) is checked whole here, so the form shows the refusals;
  // the API checks the merged record again in the update's transaction (functions/src/events/repository.ts).
  .superRefine((data, ctx) => {
    if (data.date !== undefined && data.rrule !== undefined) checkSeries(data, ctx);
  });

export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;
export type EventOverride = z.output<typeof overrideSchema>;
export type SeriesPause = z.output<typeof pauseSchema>;

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
  /** The next series dates from today (at most 6), cancelled ones left out, in the order they happen. */
  upcoming: string[];
  /** No date left (every later date cancelled, or none): the series shows in Past Events. */
  ended: boolean;
  skipped: string[];
  paused: SeriesPause[];
  /** Extra single dates (RDATE). */
  extra: string[];
  changed: EventOverride[];
  /** The series date shown (its ?date=): a moved date's event `date` is the day it moved to. */
  occurrence: string;
  /** The shown date is cancelled (skipped or paused). */
  shownSkipped: boolean;
}

/** Series fields are optional on the served record: a one-off (and any record read before series) has none. */
export interface CommunityEvent extends Omit<
  EventData,
  "rrule" | "exdates" | "overrides" | "rdates" | "pauses" | "hostBusinessId" | "endDate"
> {
  /** The last day of an event over several days; '' or absent when it ends on its first day. */
  endDate?: string;
  id: string;
  /** The host business's id; '' or absent for none. */
  hostBusinessId?: string;
  /** The host as one event's page shows it (GET /api/events/{id} joins it); null for none or a removed business. */
  host?: EventHost | null;
  /** The canonical RRULE; '' or absent for a one-off. */
  rrule?: string;
  exdates?: string[];
  overrides?: EventOverride[];
  rdates?: string[];
  pauses?: SeriesPause[];
  /** Rises with every change to a date, time, rule or exception (the calendar's SEQUENCE). */
  sequence?: number;
  /** Long English form of `date`, e.g. 'March 5, 2025'. */
  displayDate: string;
  createdAt: string;
  updatedAt: string;
  /** Called off: kept and shown as cancelled (an imported event gone from its calendar), never silently deleted. */
  cancelled?: boolean;
  /** Where an imported event came from: its calendar source and key there (docs/product.md#calendars-in-and-out). */
  imported?: { sourceId: string; key: string };
  /** Present on a series as the public API serves it; null for a one-off. */
  series?: SeriesView | null;
  /** The shown occurrence's note (a changed date's). */
  note?: string;
  /** One of a calendar event's single dates listed with another (event-groups.ts): lists leave it out. */
  listedWith?: string;
  /** The single dates of the same calendar event after this one (the next five) and how many more. */
  otherDates?: { dates: string[]; more: number };
}
