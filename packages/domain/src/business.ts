import { z } from "zod";
import { BUSINESS_CATEGORIES, type BusinessCategory } from "./categories";
import {
  CONTROL_CHARACTERS,
  LIMITS,
  featuredField,
  optionalText,
  optionalTextWhere,
  optionalUrl,
  requiredText,
} from "./fields";
import type { HostedEvent } from "./event-host";
import { imageField } from "./image-field";
import { opensSomeDay } from "./weekly-hours";
import { weeklyHoursSchema } from "./weekly-hours-schema";
import { accessField } from "./access-schema";
import { exceptionsField, seasonsField } from "./special-hours-schema";
import type { DistrictDayRef } from "./special-hours";

export { weeklyHoursSchema };

/** A week that never opens is no structured hours (null): hours are unknown, not "closed all week". */
const hoursField = weeklyHoursSchema.nullish().transform((week) => (opensSomeDay(week) ? week : null));

/** What the grid can't say ("kitchen closes at 9"), shown under the hours as written. Left out, it keeps its value. */
const hoursNoteField = z.optional(optionalText("Hours note", LIMITS.shortText));

const categoryField = z.enum(BUSINESS_CATEGORIES, {
  error: `Category must be one of: ${BUSINESS_CATEGORIES.join(", ")}`,
});

/** Tags arrive as a list or as comma-separated text; each is trimmed and empty items are dropped. */
const tagsField = z
  .union([z.array(z.string({ error: "Each tag must be text" })), z.string()], { error: "Tags must be a list of text" })
  .nullish()
  .transform((v) => parseTags(v ?? []))
  .pipe(
    z
      .array(
        z
          .string()
          .max(LIMITS.tag, { error: `Each tag must be at most ${LIMITS.tag} characters` })
          .refine((t) => !CONTROL_CHARACTERS.test(t), {
            error: "Tags can't contain line breaks or control characters",
          }),
      )
      .max(LIMITS.tags, { error: `At most ${LIMITS.tags} tags` }),
  );

export function parseTags(input: string | string[]): string[] {
  const items = Array.isArray(input) ? input : input.split(",");
  return items.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** A coordinate in degrees; missing or null means none. */
function coordinate(label: string, limit: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` })
    .nullish();
}

/** The listing's public e-mail address, or '' for none. Left out of a staff save, it keeps its value. */
const businessEmailField = z.optional(
  optionalTextWhere("Email", LIMITS.email, (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Enter a valid email address"),
);

export const businessFields = z.object({
  name: requiredText("Name", LIMITS.title),
  category: categoryField,
  subcategory: optionalText("Subcategory", LIMITS.shortText),
  description: optionalText("Description", LIMITS.html, "multi"),
  excerpt: optionalText("Excerpt", LIMITS.excerpt, "multi"),
  website: optionalUrl("Website"),
  phone: optionalText("Phone", LIMITS.phone),
  email: businessEmailField,
  address: optionalText("Address", LIMITS.shortText),
  hours: hoursField,
  hoursNote: hoursNoteField,
  /** Special hours (docs/product.md#hours) and access details (#access): each left out keeps its value. */
  exceptions: exceptionsField.optional(),
  seasons: seasonsField.optional(),
  access: accessField.optional(),
  image: imageField,
  tags: tagsField,
  featured: featuredField,
  /** Where the business's pin goes on the district map (docs/decisions/0022-district-map.md). */
  lat: coordinate("Latitude", 90),
  lng: coordinate("Longitude", 180),
});

/** POST /api/admin/businesses and the Add Business dialog. Coordinates come both or neither. */
export const businessInputSchema = businessFields.refine((b) => (b.lat == null) === (b.lng == null), {
  error: "Give both latitude and longitude, or neither",
  path: ["lng"],
});
export type BusinessInput = z.input<typeof businessInputSchema>;
export type BusinessData = z.output<typeof businessInputSchema>;

export interface Business extends Omit<BusinessData, "email" | "hoursNote"> {
  id: string;
  category: BusinessCategory;
  /** The listing's public address ('' or absent for none). */
  email?: string;
  /** Words about the hours the week can't say; an older listing's hours written as text land here. */
  hoursNote: string;
  /** ISO instant the hours were last confirmed (a staff or owner change of hours, or an owner's "still correct"). */
  hoursConfirmedAt?: string | null;
  /** Served only: the district days this listing hasn't answered (docs/product.md#district-days). */
  unconfirmedDays?: DistrictDayRef[];
  /** GET /api/businesses/{id} only: the next events it hosts (docs/product.md#host-business). */
  upcomingEvents?: HostedEvent[];
  createdAt: string;
  updatedAt: string;
}

export const businessSearchQuerySchema = z.object({
  q: z
    .string({ error: "Search text is required" })
    .trim()
    .min(1, { error: "Search text is required" })
    .max(LIMITS.searchQuery, { error: `Search text must be at most ${LIMITS.searchQuery} characters` }),
});

export const businessCategoryQuerySchema = z.object({ category: categoryField });
