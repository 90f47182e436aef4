import { z } from "zod";
import { toIsoDate } from "./dates";
import { LIMITS, featuredField, imageField, optionalText, requiredText } from "./fields";

/** Accepts 'YYYY-MM-DD' or long English form; stores 'YYYY-MM-DD'. */
export const eventDateField = z
  .string({ error: "Date is required" })
  .trim()
  .min(1, { error: "Date is required" })
  .max(40, { error: "Enter a date like 2025-03-05 or March 5, 2025" })
  .transform((value, ctx) => {
    const iso = toIsoDate(value);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: "Enter a date like 2025-03-05 or March 5, 2025" });
      return z.NEVER;
    }
    return iso;
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
};

/** POST /api/admin/events: title, description and date are required. */
export const eventInputSchema = z.object(eventFields);

/** PUT /api/admin/events/{id}: the edit screen requires only the title; omitted fields keep their value. */
export const eventUpdateSchema = z.object({
  ...eventFields,
  description: optionalText("Description", LIMITS.html, "multi").optional(),
  date: eventDateField.optional(),
  excerpt: eventFields.excerpt.optional(),
  time: eventFields.time.optional(),
  location: eventFields.location.optional(),
  image: eventFields.image.optional(),
  category: eventFields.category.optional(),
  featured: featuredField.optional(),
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
