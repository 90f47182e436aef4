/** Event dates and "today": docs/product.md#events-today. */
import { siteOffsetMinutes } from "./site-zone";
import { SITE_TIME_ZONE } from "./site-time-zone";

export { SITE_TIME_ZONE };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The days of the week by name, Monday first as the site's weeks run (0 = Monday, as `weekdayOf`). */
export const LONG_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONG_DATE = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Accepts 'YYYY-MM-DD' or long form ('December 15, 2024', 'Dec 15 2024'); returns 'YYYY-MM-DD' or null. */
export function toIsoDate(input: string): string | null {
  const text = input.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isRealDate(y, m, d) ? text : null;
  }
  const long = LONG_DATE.exec(text);
  if (!long) return null;
  const name = long[1]!.toLowerCase();
  const monthIndex = MONTHS.findIndex((m) => name.length >= 3 && m.toLowerCase().startsWith(name));
  if (monthIndex < 0) return null;
  const [y, d] = [Number(long[3]), Number(long[2])];
  if (!isRealDate(y, monthIndex + 1, d)) return null;
  return `${y}-${pad(monthIndex + 1)}-${pad(d)}`;
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset ('2028-02-29T12:00:00Z', '2028-02-29T04:00-08:00') in ms; null otherwise. */
export function parseInstant(text: string): number | null {
  const match = INSTANT.exec(text);
  if (!match || toIsoDate(match[1]!) === null) return null; // Date.parse reads Feb 30 as Mar 1
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

/** 'YYYY-MM-DD' -> 'March 5, 2025'. */
export function toLongDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
}

/** 'March 2025' from a 'YYYY-MM-DD' date (English names, as every page of the site). */
export function toMonthAndYear(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : isoDate;
}

/** 'MAR' from a 'YYYY-MM-DD' date. */
export function toShortMonth(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? MONTHS[Number(match[2]) - 1]!.slice(0, 3).toUpperCase() : "";
}

/** Today's date as 'YYYY-MM-DD' in the site's time zone. */
export function todayInSiteZone(now: Date = new Date()): string {
  const wall = new Date(now.getTime() + siteOffsetMinutes(now.getTime()) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/**
 * Adds whole months to a 'YYYY-MM-DD' date, keeping its day of the month, or the month's last day when the month is
 * shorter: Jan 31 + 1 month is Feb 28 (or 29), and Feb 29 + 12 months is Feb 28.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
