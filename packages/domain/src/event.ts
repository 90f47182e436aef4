import { z } from "zod";
import { LIMITS, eventDateField, featuredField, optionalText, requiredText } from "./fields";
import { imageField } from "./image-field";

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
};

/** POST /api/admin/events: title, description and date are required. */
export const eventInputSchema = z.object(eventFields);

/** PUT /api/admin/events/{id}: the edit screen requires only the title; omitted fields keep their value. */
export const eventUpdateSchema = z.object({
  ...eventFields,
  description: z.optional(optionalText("Description", LIMITS.html, "multi")),
  date: z.optional(eventDateField),
  excerpt: z.optional(eventFields.excerpt),
  time: z.optional(eventFields.time),
  location: z.optional(eventFields.location),
  image: z.optional(eventFields.image),
  category: z.optional(eventFields.category),
  featured: z.optional(featuredField),
});

export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

export interface CommunityEvent extends EventData {
  id: string;
  /** Long English form of `date`, e.g. 'March 5, 2025'. */
  displayDate: string;
  createdAt: string;
  updatedAt: string;
}
