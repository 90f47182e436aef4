/**
 * The week's schema (docs/decisions/0065-one-structured-hours-model.md), shared by the business fields, a season's
 * week (special-hours-schema.ts) and the record reader.
 */
import { z } from "zod";
import { CLOCK, dayProblem, normalisedWeek, WEEKDAYS, weekOf, type WeeklyHours } from "./weekly-hours";

const clock = z.string().regex(CLOCK, { error: "Use 24-hour HH:MM" });
export const timeRange = z.object({ opens: clock, closes: clock });
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
