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
import { CLOCK, dayProblem, normalisedWeek, opensSomeDay, WEEKDAYS, weekOf, type WeeklyHours } from "./weekly-hours";

const clock = z.string().regex(CLOCK, { error: "Use 24-hour HH:MM" });
const timeRange = z.object({ opens: clock, closes: clock });
const WEEK_SHAPE = "Hours must give each day's opening times (Monday to Sunday); put words in the hours note";

/** The week, day by day (docs/decisions/0065-one-structured-hours-model.md). */
const weekObject = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(timeRange).max(6).default([])])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodDefault<z.ZodArray<typeof timeRange>>
  >,
);

/** The older form (schema.org's list of ranges naming their days), still accepted and stored as the week. */
const daysRangeList = z
  .array(timeRange.extend({ days: z.array(z.enum(WEEKDAYS)).min(1).max(7) }))
  .max(21)
  .transform((list) => weekOf(list));

/** Structured opening hours: the week, or the older list; each problem is named where it is (`hours.We`). */
export const weeklyHoursSchema = z
  .unknown()
  .transform((value, ctx): WeeklyHours => {
    const shape = Array.isArray(value) ? daysRangeList : value && typeof value === "object" ? weekObject : null;
    const read = shape?.safeParse(value);
    if (read?.success) return normalisedWeek(read.data);
    for (const issue of read?.error.issues ?? [{ message: WEEK_SHAPE, path: [] }]) {
      ctx.issues.push({ code: "custom", message: issue.message, path: issue.path, input: value });
    }
    return z.NEVER;
  })
  .superRefine((week, ctx) => {
    for (const day of WEEKDAYS) {
      const problem = dayProblem(week[day]);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: [day] });
    }
  });

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
