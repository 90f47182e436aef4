/**
 * How long a rendered page stays true as time passes, as part of its cache key (render-page.ts). Pages showing
 * what is open now are rendered afresh each minute; the others depend on the date alone (the events split into
 * past and upcoming by the day in Boulder City, the footer's year), so they are rendered once a day per list
 * version. Each page's route module says which (its handle's `clock`, web/src/lib/page.ts).
 */
import { todayInSiteZone } from "@main-street/domain/dates";

const MINUTE_MS = 60_000;

export function renderClockKey(clock: "minute" | "day", now: number): string {
  if (clock === "day") return `day:${todayInSiteZone(new Date(now))}`;
  return `minute:${Math.floor(now / MINUTE_MS)}`;
}
