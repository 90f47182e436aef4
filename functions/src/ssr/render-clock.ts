/**
 * How long a rendered page stays true as time passes, as part of its cache key (render-page.ts). Most pages show
 * what is open now, so they are rendered afresh each minute. The events pages depend on the date alone (past and
 * upcoming split by the day in Boulder City), so they are rendered once a day per list version: the events list
 * is the largest page, and a render of hundreds of events costs more than a second.
 */
import { todayInSiteZone } from "@main-street/domain/dates";

const MINUTE_MS = 60_000;
const DATE_ONLY_PAGES = [/^\/events(\/[^/]+)?$/, /^\/event\/[^/]+$/];

export function renderClockKey(path: string, now: number): string {
  if (DATE_ONLY_PAGES.some((page) => page.test(path))) return `day:${todayInSiteZone(new Date(now))}`;
  return `minute:${Math.floor(now / MINUTE_MS)}`;
}
