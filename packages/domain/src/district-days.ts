/**
 * District days (docs/product.md#district-days, docs/decisions/0081-district-days.md): staff name a day for the whole
 * district a few weeks ahead ("Thanksgiving", "Damboree"); every owner is e-mailed one-tap answers for their listing;
 * a listing nobody answered for says "Holiday hours not confirmed" that day. The answer becomes the listing's
 * exception for that date (special-hours.ts).
 */
import { z } from "zod";
import { toIsoDate } from "./dates";
import { requiredText } from "./fields";
import { dayProblem } from "./weekly-hours";
import { timeRange } from "./weekly-hours-schema";
import type { TimeRange } from "./weekly-hours";

/** A district day is named at least this many days ahead, and at most this many. */
export const DISTRICT_DAY_MIN_AHEAD = 1;
export const DISTRICT_DAY_MAX_AHEAD = 366;
const DISTRICT_DAY_NAME_MAX = 60;

/** POST /api/admin/district-days and the staff form. Whether the date is ahead enough is checked with the clock. */
export const districtDayInputSchema = z.object({
  name: requiredText("Name", DISTRICT_DAY_NAME_MAX),
  date: z
    .string({ error: "Date is required" })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && toIsoDate(v) === v, { error: "Use a date like 2026-11-26" }),
  /** Also ask owners whose listings report no access details to add them (docs/product.md#access). */
  askAccess: z.boolean({ error: "askAccess must be true or false" }).default(false),
});
export type DistrictDayInput = z.input<typeof districtDayInputSchema>;

export interface DistrictDay {
  id: string;
  name: string;
  /** YYYY-MM-DD on the site's clock. */
  date: string;
  askAccess: boolean;
  createdAt: string;
  /** The staff member who named it. */
  by: string;
  /** How many owners were e-mailed. */
  asked: number;
}

/** GET /api/admin/district-days: each day with where its listings stand. */
export interface DistrictDayStatus extends DistrictDay {
  /** Listings with an answer for the day (an owner's, or special hours staff set), by name. */
  answered: { id: string; name: string; answer: string }[];
  /** Listings without one: "Holiday hours not confirmed" that day. `owners`: how many were asked. */
  unanswered: { id: string; name: string; owners: number }[];
}

/** What an owner answers: open as usual, closed all day, or other hours. */
export const DISTRICT_ANSWERS = ["usual", "closed", "open"] as const;
export type DistrictAnswer = (typeof DISTRICT_ANSWERS)[number];

const TOKEN = /^[A-Za-z0-9_-]{10,64}\.[A-Za-z0-9_-]{20,64}$/;
const tokenField = z.string({ error: "This link is not valid." }).regex(TOKEN, { error: "This link is not valid." });

/** POST /api/owner/district-day/preview: what the e-mail's link answers for (it changes nothing). */
export const districtLinkSchema = z.object({ token: tokenField });

/** POST /api/owner/district-day/answer. */
export const districtAnswerSchema = z
  .object({
    token: tokenField,
    answer: z.enum(DISTRICT_ANSWERS, { error: "Choose open as usual, closed or other hours" }),
    ranges: z.array(timeRange, { error: "Give the hours as a list of ranges" }).default([]),
  })
  .superRefine((a, ctx) => {
    if (a.answer !== "open") return;
    if (a.ranges.length === 0)
      ctx.addIssue({ code: "custom", message: "Give the hours you'll open", path: ["ranges"] });
    const problem = dayProblem(a.ranges);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ranges"] });
  })
  .transform((a) => ({ ...a, ranges: a.answer === "open" ? a.ranges : [] }));

/** What the answer page shows before anything is sent. */
export interface DistrictDayPreview {
  businessId: string;
  businessName: string;
  dayName: string;
  date: string;
  /** The listing's usual hours that weekday ('6 AM – 2 PM', 'Closed'). */
  usualHours: string;
  /** The answer given so far, if any (the link can answer again until the day is over). */
  answer: { kind: DistrictAnswer; ranges: TimeRange[] } | null;
}
