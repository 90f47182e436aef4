/**
 * A business's regular opening hours (docs/product.md#hours): for each day of the week, the ranges it is open, in
 * the order they open; a day without ranges is closed. A range whose closing time is at or before its opening time
 * passes midnight (17:00–02:00 closes at 2 AM the next day; 00:00–00:00 is 24 hours), and a closing of 23:59 means
 * midnight, as schema.org writes it. "No structured hours" is `null` wherever a week is expected, never a closed week
 * (docs/decisions/0065-one-structured-hours-model.md).
 * Zod-free, so public pages read it without loading the schemas.
 */
export const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' on the site's clock (America/Los_Angeles). */
export interface TimeRange {
  opens: string;
  closes: string;
}

export type WeeklyHours = Record<Weekday, TimeRange[]>;

/** The older stored and API form: ranges that each name their days (schema.org's openingHoursSpecification). */
export interface DaysRange extends TimeRange {
  days: Weekday[];
}

/** Lunch and dinner, plus a late opening. */
export const MAX_RANGES_PER_DAY = 3;
export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ALL_DAY: TimeRange = { opens: "00:00", closes: "00:00" };

export function closedWeek(): WeeklyHours {
  return { Mo: [], Tu: [], We: [], Th: [], Fr: [], Sa: [], Su: [] };
}

function clockMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** A range's opening and closing as minutes after midnight of its opening day (closing may be the next day). */
export function rangeMinutes(range: TimeRange): { opens: number; closes: number } {
  const opens = clockMinutes(range.opens);
  const closes = range.closes === "23:59" ? 1440 : clockMinutes(range.closes);
  return { opens, closes: closes <= opens ? closes + 1440 : closes };
}

/** A day open around the clock: one range from midnight to midnight. */
export function isAllDay(ranges: readonly TimeRange[]): boolean {
  return ranges.length === 1 && ranges[0]!.opens === "00:00" && ["00:00", "23:59"].includes(ranges[0]!.closes);
}

/** Each day's ranges sorted by opening, without repeats. */
export function normalisedWeek(week: WeeklyHours): WeeklyHours {
  const out = closedWeek();
  for (const day of WEEKDAYS) {
    const unique = new Map(week[day].map((r) => [`${r.opens}-${r.closes}`, { opens: r.opens, closes: r.closes }]));
    out[day] = [...unique.values()].sort((a, b) => a.opens.localeCompare(b.opens) || a.closes.localeCompare(b.closes));
  }
  return out;
}

/** The older list form as a week. */
export function weekOf(ranges: readonly DaysRange[]): WeeklyHours {
  const week = closedWeek();
  for (const range of ranges) {
    for (const day of range.days) week[day].push({ opens: range.opens, closes: range.closes });
  }
  return normalisedWeek(week);
}

/** Whether the week opens at all: a week closed every day is no structured hours. */
export function opensSomeDay(week: WeeklyHours | null | undefined): week is WeeklyHours {
  return week != null && WEEKDAYS.some((day) => week[day].length > 0);
}

/** Days with the same ranges together, Monday first (Mon–Fri 9–5 is one group), for search engines and reviews. */
export function sameHoursGroups(week: WeeklyHours): { days: Weekday[]; ranges: TimeRange[] }[] {
  const groups = new Map<string, { days: Weekday[]; ranges: TimeRange[] }>();
  for (const day of WEEKDAYS) {
    const ranges = week[day];
    if (ranges.length === 0) continue;
    const key = ranges.map((r) => `${r.opens}-${r.closes}`).join(",");
    const group = groups.get(key) ?? { days: [], ranges };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What keeps one day's ranges from being saved, or null. Both the API's schema and the editor ask this. */
export function dayProblem(ranges: readonly TimeRange[]): string | null {
  if (ranges.some((r) => !r.opens || !r.closes)) return "Enter an opening and a closing time";
  if (ranges.some((r) => !CLOCK.test(r.opens) || !CLOCK.test(r.closes))) return "Use times like 09:30";
  if (ranges.length > MAX_RANGES_PER_DAY) return `At most ${MAX_RANGES_PER_DAY} ranges a day`;
  const spans = ranges.map(rangeMinutes);
  const overlap = spans.some((a, i) => spans.some((b, j) => i < j && a.opens < b.closes && b.opens < a.closes));
  return overlap ? "The ranges overlap" : null;
}
