/** The event form's values and their mapping to and from the API (the date input holds YYYY-MM-DD). */
import { toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventInput, EventOverride, SeriesPause } from "@main-street/domain/event";
import {
  buildRepeatRule,
  MAX_COUNT,
  MAX_INTERVAL,
  parseRepeatRule,
  sortPositions,
  weekdayOf,
  type RepeatRule,
  type Weekday,
  type WeekdayPosition,
} from "@main-street/domain/repeat-rule";
import { eventKind } from "@main-street/domain/records";
import { seriesOf, type Series } from "@main-street/domain/recurrence";
import type { RecordForm } from "./record-form";

export interface EventFormValues {
  title: string;
  description: string;
  excerpt: string;
  /** YYYY-MM-DD, as the date input shows it. */
  date: string;
  /** YYYY-MM-DD: the last day of an event over several days; '' for one day (docs/product.md#events-today). */
  endDate: string;
  time: string;
  location: string;
  image: string;
  category: string;
  featured: "true" | "false";
  /** The repeat editor (docs/product.md#recurring-events): built into an RRULE, never typed. */
  repeat: "none" | "WEEKLY" | "MONTHLY" | "YEARLY";
  /** Every N weeks/months/years, as the number field holds it. */
  interval: string;
  weekdays: Weekday[];
  monthlyBy: "day" | "weekday";
  /** "1"–"4" or "-1" (last): "the first and third Thursday" is ["1", "3"]. */
  positions: string[];
  ends: "never" | "on" | "after";
  /** YYYY-MM-DD */
  until: string;
  count: string;
  exdates: string[];
  overrides: EventOverride[];
  /** Extra single dates (YYYY-MM-DD). */
  rdates: string[];
  pauses: SeriesPause[];
  /** The host business's id, '' for none (docs/product.md#host-business). */
  hostBusinessId: string;
}

export const BLANK_EVENT: EventFormValues = {
  title: "",
  description: "",
  excerpt: "",
  date: "",
  endDate: "",
  time: "",
  location: "",
  image: "",
  category: "",
  featured: "false",
  repeat: "none",
  interval: "1",
  weekdays: [],
  monthlyBy: "day",
  positions: ["1"],
  ends: "never",
  until: "",
  count: "10",
  exdates: [],
  overrides: [],
  rdates: [],
  pauses: [],
  hostBusinessId: "",
};

/** The repeat fields of a stored rule (a one-off's are the blank ones). */
function repeatValues(rrule: string | undefined): Partial<EventFormValues> {
  const parsed = rrule ? parseRepeatRule(rrule) : null;
  if (!parsed?.ok || parsed.rule.freq === "DAILY") return {};
  const rule = parsed.rule;
  return {
    repeat: rule.freq as EventFormValues["repeat"],
    interval: String(rule.interval),
    weekdays: rule.freq === "WEEKLY" ? rule.byDay : [],
    monthlyBy: rule.positions.length > 0 ? "weekday" : "day",
    positions: rule.positions.length > 0 ? rule.positions.map(String) : ["1"],
    ends: rule.until ? "on" : rule.count !== null ? "after" : "never",
    until: rule.until ?? "",
    count: String(rule.count ?? 10),
  };
}

/** The rule the repeat fields describe, or null for a one-off. Numbers that don't read become 0 (refused). */
export function repeatRuleOf(values: EventFormValues): RepeatRule | null {
  if (values.repeat === "none") return null;
  const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : 0);
  const date = toIsoDate(values.date);
  const startWeekday = date ? weekdayOf(date) : "MO";
  const byWeekday = values.repeat === "MONTHLY" && values.monthlyBy === "weekday";
  const positions = sortPositions(values.positions.map((p) => Number(p) as WeekdayPosition));
  return {
    freq: values.repeat,
    interval: whole(values.interval),
    byDay: values.repeat === "WEEKLY" ? values.weekdays : byWeekday ? [startWeekday] : [],
    monthDay: null,
    // No position chosen reads as the first, so the rule stays a weekday of the month.
    positions: byWeekday ? (positions.length ? positions : [1]) : [],
    count: values.ends === "after" ? whole(values.count) : null,
    until: values.ends === "on" ? values.until || null : null,
  };
}

/** The series the form describes (its exceptions included), or null while it has no rule or no first date. */
export function formSeries(values: EventFormValues): Series | null {
  const rule = repeatRuleOf(values);
  const start = toIsoDate(values.date);
  if (!rule || !start || rule.interval < 1 || rule.interval > MAX_INTERVAL) return null;
  if (rule.count !== null && (rule.count < 1 || rule.count > MAX_COUNT)) return null;
  const { time, location, exdates, overrides, rdates, pauses } = values;
  return seriesOf({ date: start, time, location, rrule: buildRepeatRule(rule), exdates, overrides, rdates, pauses });
}

/** A series is edited from its own first date, time and place, not the occurrence the list shows. */
export function eventFormValues(event: CommunityEvent): EventFormValues {
  const series = event.series;
  return {
    ...BLANK_EVENT,
    title: event.title,
    description: event.description,
    excerpt: event.excerpt,
    date: toIsoDate(series?.start ?? event.date) ?? "",
    endDate: series ? "" : (event.endDate ?? ""),
    time: series?.time ?? event.time,
    location: series?.location ?? event.location,
    image: event.image,
    category: event.category,
    featured: event.featured,
    ...repeatValues(event.rrule),
    exdates: event.exdates ?? [],
    overrides: event.overrides ?? [],
    rdates: event.rdates ?? [],
    pauses: event.pauses ?? [],
    hostBusinessId: event.hostBusinessId ?? "",
  };
}

/**
 * Saved back in long English form ('March 5, 2025'); the API stores it as YYYY-MM-DD (docs/product.md#edit-screens).
 * Only the edit screen sends the excerpt (docs/product.md#api).
 */
export function eventPayload(values: EventFormValues, withExcerpt: boolean): EventInput {
  const { excerpt, title, description, time, location, image, category, featured, hostBusinessId } = values;
  const rule = repeatRuleOf(values);
  const payload: EventInput = {
    title,
    description,
    time,
    location,
    image,
    category,
    featured,
    date: values.date ? toLongDate(values.date) : "",
    endDate: rule ? "" : values.endDate,
    rrule: rule ? buildRepeatRule(rule) : "",
    exdates: rule ? values.exdates : [],
    overrides: rule ? values.overrides : [],
    rdates: rule ? values.rdates : [],
    pauses: rule ? values.pauses : [],
    hostBusinessId,
  };
  return withExcerpt ? { ...payload, excerpt } : payload;
}

export const eventForm = {
  kind: eventKind,
  blank: BLANK_EVENT,
  fromRecord: eventFormValues,
  addPayload: (values) => eventPayload(values, false),
  editPayload: (values) => eventPayload(values, true),
} satisfies RecordForm<CommunityEvent, EventFormValues>;
