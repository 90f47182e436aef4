/** Readable lines for structured opening hours (openingHoursSchema in @main-street/domain/business). */
import type { OpeningHours } from "@main-street/domain/business";

const DAY_ORDER = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
const DAY_NAMES: Record<(typeof DAY_ORDER)[number], string> = {
  Mo: "Mon",
  Tu: "Tue",
  We: "Wed",
  Th: "Thu",
  Fr: "Fri",
  Sa: "Sat",
  Su: "Sun",
};

/** '06:00' -> '6:00 AM', '17:30' -> '5:30 PM', '00:00' -> '12:00 AM'. */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 && h < 24 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** ['Mo','Tu','We','Th','Fr'] -> 'Mon–Fri'; all seven -> 'Daily'; otherwise runs joined with commas. */
export function formatDays(days: readonly string[]): string {
  const indexes = [...new Set(days)]
    .map((d) => DAY_ORDER.indexOf(d as (typeof DAY_ORDER)[number]))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  if (indexes.length === 7) return "Daily";
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .map((run) => {
      const first = DAY_NAMES[DAY_ORDER[run[0]!]!];
      const last = DAY_NAMES[DAY_ORDER[run[run.length - 1]!]!];
      if (run.length >= 3) return `${first}–${last}`;
      return run.map((i) => DAY_NAMES[DAY_ORDER[i]!]).join(", ");
    })
    .join(", ");
}

export interface HoursLine {
  days: string;
  times: string;
}

export function formatOpeningHours(hours: OpeningHours): HoursLine[] {
  return hours.map((h) => ({ days: formatDays(h.days), times: `${formatClock(h.opens)} – ${formatClock(h.closes)}` }));
}
