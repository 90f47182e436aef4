/**
 * The editor's week grid: the stored week itself (docs/decisions/0065-one-structured-hours-model.md), while a time
 * may still be half entered, or null while the listing has no structured hours (never shown as a closed week).
 */
import {
  closedWeek,
  dayProblem,
  normalisedWeek,
  opensSomeDay,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from "@main-street/domain/weekly-hours";

export { closedWeek };
/** An empty list is a closed day; a range's time is '' while it is being entered. */
export type WeekGrid = WeeklyHours;

/** The grid for stored hours: a copy to edit, or null without structured hours. */
export function toWeekGrid(hours: WeeklyHours | null | undefined): WeekGrid | null {
  if (!opensSomeDay(hours)) return null;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d].map((r) => ({ ...r }))])) as WeekGrid;
}

/** The hours a grid without problems saves: a week that opens, else none (null). */
export function fromWeekGrid(grid: WeekGrid | null): WeeklyHours | null {
  return grid && opensSomeDay(grid) ? normalisedWeek(grid) : null;
}

/** A message per day that can't be saved yet (the API's own rule, weekly-hours.ts). */
export function weekGridProblems(grid: WeekGrid | null): Partial<Record<Weekday, string>> {
  const problems: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const problem = grid ? dayProblem(grid[day]) : null;
    if (problem) problems[day] = problem;
  }
  return problems;
}
