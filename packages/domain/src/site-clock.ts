/**
 * The site's wall clock (America/Los_Angeles) and back, whatever the machine's own zone, from the site zone's
 * offsets (site-zone.ts). Wall times that don't exist or happen twice are resolved by one rule:
 * a wall time means the FIRST instant at which the site's clock reads that time or later.
 */
import { siteOffsetMinutes } from "./site-zone";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

export interface SiteWallClock {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  /** Minutes since midnight, 0…1439. */
  minutes: number;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function siteWallClock(instant: Date | number): SiteWallClock {
  const at = typeof instant === "number" ? instant : instant.getTime();
  const wall = new Date(at + siteOffsetMinutes(at) * MINUTE);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return { date, weekday: (wall.getUTCDay() + 6) % 7, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** 0 = Monday … 6 = Sunday, for a calendar date. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * The first instant (ms) at which the site's clock reads `minutes` after midnight of `isoDate`, or later.
 * `minutes` may be 1440 or more (the next day). On the spring-forward night a time in the skipped hour gives the
 * moment the clock jumps (02:30 → 03:00 PDT); on the fall-back night a repeated time gives its first, PDT, occurrence.
 */
export function firstSiteInstant(isoDate: string, minutes: number): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  // The wall time read as if it were UTC; the real instant is that minus the zone's offset.
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const offsets = new Set([siteOffsetMinutes(wall - DAY), siteOffsetMinutes(wall + DAY)]);
  const candidates = [...offsets].map((offset) => ({ offset, instant: wall - offset * MINUTE }));
  const valid = candidates.filter((c) => siteOffsetMinutes(c.instant) === c.offset);
  if (valid.length > 0) return Math.min(...valid.map((c) => c.instant));
  // No instant shows this wall time: it is in the skipped hour, so the first later reading is the jump itself.
  // The jump lies between the two candidates; find the minute at which the offset changes.
  const instants = candidates.map((c) => c.instant);
  let before = Math.min(...instants);
  let after = Math.max(...instants);
  const offsetBefore = siteOffsetMinutes(before);
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (siteOffsetMinutes(middle) === offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}
