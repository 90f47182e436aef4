/**
 * What the API and the staff and owner screens accept as special hours (docs/product.md#hours): dated exceptions and
 * seasons, each problem named where it is (`exceptions.1.date`). Whether a date has passed depends on the site's
 * today, so it is checked apart (`pastSpecialHours`), by the API with its clock and by the screens with theirs.
 */
import { z } from "zod";
import { addDays, toIsoDate, toLongDate } from "./dates";
import { optionalText } from "./fields";
import { EXCEPTION_KINDS, MAX_EXCEPTIONS, MAX_SEASONS, type HoursException, type Season } from "./special-hours";
import { dayProblem, rangeMinutes } from "./weekly-hours";
import { timeRange, weeklyHoursSchema } from "./weekly-hours-schema";

const DATE_FORMAT = "Use a date like 2026-11-26";
const isoDate = z
  .string({ error: DATE_FORMAT })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && toIsoDate(v) === v, { error: DATE_FORMAT });

const LABEL_MAX = 60;

export const exceptionSchema = z
  .object({
    date: isoDate,
    kind: z.enum(EXCEPTION_KINDS, { error: "Choose closed all day, other hours or the usual hours" }),
    ranges: z.array(timeRange, { error: "Give the day's hours as a list of ranges" }).default([]),
    label: optionalText("Label", LABEL_MAX),
  })
  .superRefine((e, ctx) => {
    if (e.kind !== "open") return;
    if (e.ranges.length === 0) ctx.addIssue({ code: "custom", message: "Give the hours it opens", path: ["ranges"] });
    const problem = dayProblem(e.ranges);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ranges"] });
  })
  .transform((e): HoursException => ({ ...e, ranges: e.kind === "open" ? e.ranges : [] }));

/** The minute (after the date's midnight) its last range closes, past 1440 when it runs past midnight. */
const lastClosing = (e: HoursException) => Math.max(0, ...e.ranges.map((r) => rangeMinutes(r).closes));

/**
 * Dated exceptions: one per date, and an evening past midnight may not run into the next day's own special hours
 * (two exceptions that overlap). Kept in the order given, so each problem's path is the row it is about.
 */
export const exceptionsField = z
  .array(exceptionSchema, { error: "Special hours must be a list of dates" })
  .max(MAX_EXCEPTIONS, { error: `At most ${MAX_EXCEPTIONS} special days` })
  .superRefine((list, ctx) => {
    list.forEach((e, i) => {
      const first = list.findIndex((other) => other.date === e.date);
      if (first < i) {
        ctx.addIssue({
          code: "custom",
          message: `${toLongDate(e.date)} already has special hours: keep one`,
          path: [i, "date"],
        });
      }
      const dayBefore = list.find((other) => other.date === addDays(e.date, -1));
      const opensAt = Math.min(...e.ranges.map((r) => rangeMinutes(r).opens));
      if (dayBefore && e.ranges.length && lastClosing(dayBefore) - 1440 > opensAt) {
        ctx.addIssue({
          code: "custom",
          message: `Overlaps the special hours of ${toLongDate(dayBefore.date)}, which run past midnight`,
          path: [i, "ranges"],
        });
      }
    });
  });

/** The same day of the month a year later (compared as text, so February 29 works too). */
const aYearAfter = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

export const seasonSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    label: optionalText("Label", LABEL_MAX),
    hours: weeklyHoursSchema,
  })
  .superRefine((s, ctx) => {
    if (s.to < s.from) ctx.addIssue({ code: "custom", message: "The season ends before it starts", path: ["to"] });
    else if (s.to >= aYearAfter(s.from)) {
      ctx.addIssue({ code: "custom", message: "A season can last at most a year", path: ["to"] });
    }
  });

/** Seasons: date ranges with their own week, none overlapping another. */
export const seasonsField = z
  .array(seasonSchema, { error: "Seasons must be a list" })
  .max(MAX_SEASONS, { error: `At most ${MAX_SEASONS} seasons` })
  .superRefine((list, ctx) => {
    list.forEach((s, i) => {
      const clash = list.findIndex((other, j) => j < i && other.from <= s.to && s.from <= other.to);
      if (clash >= 0 && s.from <= s.to) {
        const other = list[clash]!;
        ctx.addIssue({
          code: "custom",
          message: `Overlaps ${other.label || "another season"} (${toLongDate(other.from)} – ${toLongDate(other.to)})`,
          path: [i, "from"],
        });
      }
    });
  });

export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

type SpecialHoursOf = { exceptions?: HoursException[]; seasons?: Season[] };

const sameException = (a: HoursException, b: HoursException) => JSON.stringify(a) === JSON.stringify(b);
const sameSeason = (a: Season, b: Season) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Dates that have passed by `today`: a new exception before today, or a season that ended before it. What is already
 * stored (`stored`) is let through unchanged, so a listing's older entries never block an edit of something else.
 * Paths are those of the fields (`exceptions.0.date`, `seasons.1.to`).
 */
export function pastSpecialHours(data: SpecialHoursOf, today: string, stored: SpecialHoursOf = {}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  data.exceptions?.forEach((e, i) => {
    if (e.date < today && !stored.exceptions?.some((s) => sameException(s, e))) {
      problems.push({ path: ["exceptions", i, "date"], message: `${toLongDate(e.date)} has passed` });
    }
  });
  data.seasons?.forEach((s, i) => {
    if (s.to < today && !stored.seasons?.some((kept) => sameSeason(kept, s))) {
      problems.push({ path: ["seasons", i, "to"], message: `This season ended on ${toLongDate(s.to)}` });
    }
  });
  return problems;
}
