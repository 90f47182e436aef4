/**
 * The directory's page of results and the home page's summary, shared by their API reads and the server render
 * (ssr/page-data.ts). Each is cached like the lists it comes from; the ones that depend on "open now" only for the
 * minute they were computed in.
 */
import { directoryResult, type DirectoryQuery, type DirectoryResult } from "@main-street/domain/directory";
import { homeSummary, type HomeSummary } from "@main-street/domain/home";
import { thisWeek, type ThisWeek } from "@main-street/domain/this-week";
import { todayInSiteZone } from "@main-street/domain/dates";
import { webCopyWeek } from "@main-street/domain/newsletter-week";
import { listEvents } from "../events";
import { listBusinesses } from "../businesses";
import { searchBusinesses } from "../businesses";
import { cached } from "../platform/list-cache";
import { siteNow, siteToday } from "../platform/clock";

const MINUTE_MS = 60_000;

/**
 * The cache key of a directory query: every field, the day (the cards carry the special hours around it), and the
 * minute when Open now is on.
 */
export function directoryCacheKey(query: DirectoryQuery, now: number): string {
  const when = query.open ? `${Math.floor(now / MINUTE_MS)}` : todayInSiteZone(new Date(now));
  const fields = [query.q.toLowerCase(), query.category, query.open, query.access, query.page];
  return `json:directory:${JSON.stringify(fields)}:${when}`;
}

export async function directoryPage(query: DirectoryQuery, now = siteNow()): Promise<DirectoryResult> {
  const matched = query.q ? await searchBusinesses(query.q) : await listBusinesses();
  return directoryResult(matched, query, now);
}

/**
 * The next seven days from the site's today, or with `week` a weekly e-mail edition's seven days (its web copy,
 * docs/product.md#weekly-email): their event dates and the businesses open late. Null for a week there is no page
 * of (webCopyWeek).
 */
export async function thisWeekPage(week?: string): Promise<ThisWeek | null> {
  if (week !== undefined) {
    const found = webCopyWeek(week, siteNow());
    if (!found) return null;
    return cached(`this-week:${week}`, async () => thisWeek(await listEvents(), await listBusinesses(), found.from));
  }
  const today = siteToday();
  return cached(`this-week:${today}`, async () => thisWeek(await listEvents(), await listBusinesses(), today));
}

export async function homePage(): Promise<HomeSummary> {
  const today = siteToday();
  return cached(`home:${today}`, async () => homeSummary(await listBusinesses(), today));
}
