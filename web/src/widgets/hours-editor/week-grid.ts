/**
 * The admin's week grid (per day: closed, or one or two ranges) and the structured opening hours it stands for.
 * Days with the same ranges become one entry, so Mon–Fri 9–5 is stored as one line, as schema.org lists it.
 */
import type { OpeningHours } from "@main-street/domain/business";
import { rangeMinutes, WEEKDAYS, type Weekday } from "@main-street/domain/opening-hours";

/** 'HH:MM', or '' while a time is still being entered. */
export interface TimeRange {
  opens: string;
  closes: string;
}
/** An empty list is a closed day. */
export type WeekGrid = Record<Weekday, TimeRange[]>;

export const MAX_RANGES_PER_DAY = 2;
export const ALL_DAY: TimeRange = { opens: "00:00", closes: "00:00" };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export function closedWeek(): WeekGrid {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeekGrid;
}

/** Free text or no hours start as a closed week. */
export function toWeekGrid(hours: OpeningHours | string | null | undefined): WeekGrid {
  const grid = closedWeek();
  if (!Array.isArray(hours)) return grid;
  for (const entry of hours) {
    for (const day of entry.days) grid[day].push({ opens: entry.opens, closes: entry.closes });
  }
  for (const day of WEEKDAYS) grid[day] = sortRanges(grid[day]);
  return grid;
}

function sortRanges(ranges: TimeRange[]): TimeRange[] {
  const unique = new Map(ranges.map((r) => [`${r.opens}-${r.closes}`, r]));
  return [...unique.values()].sort((a, b) => a.opens.localeCompare(b.opens) || a.closes.localeCompare(b.closes));
}

/** The structured hours for a grid without problems (see weekGridProblems). */
export function fromWeekGrid(grid: WeekGrid): OpeningHours {
  const groups = new Map<string, { days: Weekday[]; ranges: TimeRange[] }>();
  for (const day of WEEKDAYS) {
    const ranges = sortRanges(grid[day]);
    if (ranges.length === 0) continue;
    const key = ranges.map((r) => `${r.opens}-${r.closes}`).join(",");
    const group = groups.get(key) ?? { days: [], ranges };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((g) => g.ranges.map((r) => ({ days: g.days, opens: r.opens, closes: r.closes })));
}

export function isAllDay(ranges: TimeRange[]): boolean {
  return ranges.length === 1 && ranges[0]!.opens === "00:00" && ["00:00", "23:59"].includes(ranges[0]!.closes);
}

/** A message per day that can't be saved yet. */
export function weekGridProblems(grid: WeekGrid): Partial<Record<Weekday, string>> {
  const problems: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const ranges = grid[day];
    if (ranges.some((r) => !r.opens || !r.closes)) problems[day] = "Enter an opening and a closing time";
    else if (ranges.some((r) => !CLOCK.test(r.opens) || !CLOCK.test(r.closes))) problems[day] = "Use times like 09:30";
    else if (ranges.length > MAX_RANGES_PER_DAY) problems[day] = `At most ${MAX_RANGES_PER_DAY} ranges a day`;
    else if (overlap(ranges)) problems[day] = "The two ranges overlap";
  }
  return problems;
}

function overlap(ranges: TimeRange[]): boolean {
  const spans = ranges.map(rangeMinutes);
  return spans.some((a, i) => spans.some((b, j) => i < j && a.opens < b.closes && b.opens < a.closes));
}
