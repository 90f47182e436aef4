/** The event form's values and their mapping to and from the API (the date input holds YYYY-MM-DD). */
import { toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventInput } from "@main-street/domain/event";
import { eventKind } from "@main-street/domain/records";
import type { RecordForm } from "./record-form";

export interface EventFormValues {
  title: string;
  description: string;
  excerpt: string;
  /** YYYY-MM-DD, as the date input shows it. */
  date: string;
  time: string;
  location: string;
  image: string;
  category: string;
  featured: "true" | "false";
}

export const BLANK_EVENT: EventFormValues = {
  title: "",
  description: "",
  excerpt: "",
  date: "",
  time: "",
  location: "",
  image: "",
  category: "",
  featured: "false",
};

export function eventFormValues(event: CommunityEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    excerpt: event.excerpt,
    date: toIsoDate(event.date) ?? "",
    time: event.time,
    location: event.location,
    image: event.image,
    category: event.category,
    featured: event.featured,
  };
}

/**
 * Saved back in long English form ('March 5, 2025'); the API stores it as YYYY-MM-DD (docs/product.md#edit-screens).
 * Only the edit screen sends the excerpt (docs/product.md#api).
 */
export function eventPayload(values: EventFormValues, withExcerpt: boolean): EventInput {
  const { excerpt, ...rest } = values;
  const payload: EventInput = { ...rest, date: values.date ? toLongDate(values.date) : "" };
  return withExcerpt ? { ...payload, excerpt } : payload;
}

export const eventForm = {
  kind: eventKind,
  blank: BLANK_EVENT,
  fromRecord: eventFormValues,
  addPayload: (values) => eventPayload(values, false),
  editPayload: (values) => eventPayload(values, true),
} satisfies RecordForm<CommunityEvent, EventFormValues>;
