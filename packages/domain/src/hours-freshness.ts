/* Zod-free: the public pages' open-now label uses it. */

/** Hours confirmed longer ago than this show "Hours confirmed <month year>" (docs/product.md#owners). */
const HOURS_NOTE_AFTER_DAYS = 183;
/** Hours confirmed longer ago than this make Open now say "Hours may have changed" instead of open or closed. */
const HOURS_STALE_AFTER_DAYS = 365;
const DAY_MS = 86_400_000;

export type HoursFreshness = "fresh" | "aging" | "stale";

/** When the hours were last confirmed, or (never confirmed) when the listing was created. */
export function hoursCheckedAt(b: { hoursConfirmedAt?: string | null; createdAt: string }): string {
  return b.hoursConfirmedAt ?? b.createdAt;
}

/** How far to trust hours last checked at `checkedAt` (an unknown instant counts as fresh). */
export function hoursFreshness(checkedAt: string | null | undefined, now: Date): HoursFreshness {
  const since = checkedAt ? Date.parse(checkedAt) : NaN;
  if (!Number.isFinite(since)) return "fresh";
  const days = (now.getTime() - since) / DAY_MS;
  return days > HOURS_STALE_AFTER_DAYS ? "stale" : days > HOURS_NOTE_AFTER_DAYS ? "aging" : "fresh";
}

const MONTH_YEAR = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "America/Los_Angeles",
});

/** "Hours confirmed March 2025", once the hours are old enough to say so; else null. */
export function hoursConfirmedNote(checkedAt: string | null | undefined, now: Date): string | null {
  if (!checkedAt || hoursFreshness(checkedAt, now) === "fresh") return null;
  return `Hours confirmed ${MONTH_YEAR.format(new Date(checkedAt))}`;
}
