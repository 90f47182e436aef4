/** The event form's values and their mapping to and from the API (SPEC 4: the date input holds YYYY-MM-DD). */
import { toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventInput } from "@main-street/domain/event";

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

/** SPEC 4: saved back in long English form ('March 5, 2025'); the API stores it as YYYY-MM-DD. */
export function eventPayload(values: EventFormValues, withExcerpt: boolean): EventInput {
  const { excerpt, ...rest } = values;
  const payload: EventInput = { ...rest, date: values.date ? toLongDate(values.date) : "" };
  return withExcerpt ? { ...payload, excerpt } : payload;
}
