/**
 * Reading the listing statistics (docs/product.md#listing-statistics, "What owners and staff see"): the periods the
 * panels, the dashboard, the export and the e-mails cover, in the site's Los Angeles calendar days, what the API
 * answers, and the change from the previous period as owners read it. The stored layout is listing-stats.ts.
 */
import { z } from "zod";
import { addDays } from "./dates";
import type { DayCounts, StatCounter } from "./listing-stats";

/** The panels' period: today (so far) and the 29 days before it, against the 30 days before those. */
const STATS_WINDOW_DAYS = 30;
/** How many listings the dashboard's "Top listings" names. */
export const TOP_LISTINGS = 10;

/** Days from `from` to `to`, both included (YYYY-MM-DD, Los Angeles days). */
export interface DayRange {
  from: string;
  to: string;
}

/** The last 30 days up to `today` (a Los Angeles date), and the 30 before them. */
export function statsWindows(today: string): { current: DayRange; previous: DayRange } {
  const from = addDays(today, 1 - STATS_WINDOW_DAYS);
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -STATS_WINDOW_DAYS), to: addDays(from, -1) },
  };
}

/** Each day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A month as YYYY-MM: the export's `?month=`. */
export const statsMonthSchema = z.object({
  month: z
    .string({ error: "Choose a month (YYYY-MM)" })
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: "Choose a month (YYYY-MM)" }),
});

/** The first and last day of a month (YYYY-MM). */
export function monthRange(month: string): DayRange {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The first day of the month `months` after the one `firstOfMonth` starts (YYYY-MM-01). */
function addMonths(firstOfMonth: string, months: number): string {
  const [y, m] = firstOfMonth.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** The `count` months up to the one `today` falls in, newest first (YYYY-MM): the export's choices. */
export function recentMonths(today: string, count: number): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, i) => addMonths(first, -i).slice(0, 7));
}

/** The month before the one `today` (a Los Angeles date) falls in: the monthly summary's month. */
export function previousMonth(today: string): string {
  return recentMonths(today, 2)[1]!;
}

/** GET …/stats: one listing's last 30 days, the daily figures behind its charts and the previous 30 days' totals. */
export interface ListingStats {
  businessId: string;
  current: DayRange;
  previous: DayRange;
  /** The figures of each day of `current`, in order. */
  daily: Record<StatCounter, number[]>;
  totals: DayCounts;
  previousTotals: DayCounts;
}

export interface NamedListing {
  businessId: string;
  name: string;
}

/** GET /api/admin/stats/summary: the district over the last 30 days. */
export interface StatsSummary {
  current: DayRange;
  totals: DayCounts;
  /** The most viewed listings, most first (ties by name); at most TOP_LISTINGS, none with no views. */
  top: (NamedListing & { views: number })[];
  /** The listings no one viewed in the period, by name. */
  noViews: NamedListing[];
}

/** The change from the previous period in whole percent; null when there was nothing then to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "+12% from the previous 30 days", "−8% from …", "No change from …", "Up from none in …", "None in either …". */
export function changeText(current: number, previous: number, period = "the previous 30 days"): string {
  if (current === previous) return current === 0 ? `None in ${period} either` : `No change from ${period}`;
  const percent = changePercent(current, previous);
  if (percent === null) return `Up from none in ${period}`;
  return `${current > previous ? "+" : "−"}${Math.abs(percent)}% from ${period}`;
}

/** PUT /api/owner/monthly-summary: whether the signed-in owner gets the monthly summary e-mail. */
export const summarySettingSchema = z.object({ send: z.boolean({ error: "Say whether to send the summary" }) });
export type SummarySetting = z.output<typeof summarySettingSchema>;

/** POST /api/owner/monthly-summary/link: the summary e-mail's opt-out link (its signed token), on or off. */
export const summaryLinkSchema = summarySettingSchema.extend({
  token: z
    .string({ error: "This link is not valid." })
    // <uid>.<last day>.<signature>; links mailed before they expired have no last day (refused as expired).
    .regex(/^[A-Za-z0-9_-]{1,200}(\.\d{1,8})?\.[A-Za-z0-9_-]{43}$/, { error: "This link is not valid." }),
});

/** What the opt-out link's page shows once its setting is stored. */
export interface SummaryLinkOutcome extends SummarySetting {
  message: string;
}
