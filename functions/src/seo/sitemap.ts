/**
 * /sitemap.xml: every public page, business and event, and each series' next dates, which have pages of their own
 * (docs/product.md#recurring-events). lastmod is the record's own updatedAt date, and the list pages take their
 * newest record's, so the sitemap changes only when content does (never per build) — and as a series' next dates
 * move on with the days.
 */
import escapeHtml from "escape-html";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { pages } from "@main-street/domain/paths";
import { absoluteUrl } from "@main-street/domain/seo";

/** When the static pages' text last changed; bump it by hand with their copy. */
const STATIC_PAGES_LASTMOD = "2026-01-15";

export interface SitemapEntry {
  loc: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

function day(iso: string): string {
  const date = iso.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : STATIC_PAGES_LASTMOD;
}

/** A list page changes when its text or any record it lists does. */
function newest(records: { updatedAt: string }[]): string {
  return records.reduce((latest, r) => (day(r.updatedAt) > latest ? day(r.updatedAt) : latest), STATIC_PAGES_LASTMOD);
}

/** `staticPaths`: the public pages without parameters (@main-street/domain/paths). */
export function sitemapEntries(
  staticPaths: readonly string[],
  businesses: Business[],
  events: CommunityEvent[],
  origin: string,
): SitemapEntry[] {
  const listed: Record<string, string> = {
    [pages.home.path]: newest([...businesses, ...events]),
    [pages.directory.path]: newest(businesses),
    [pages.events.path]: newest(events),
  };
  const lists = staticPaths.map((path) => ({
    loc: absoluteUrl(path, origin),
    lastmod: listed[path] ?? STATIC_PAGES_LASTMOD,
  }));
  return [
    ...lists,
    ...businesses.map((b) => ({ loc: absoluteUrl(pages.business.href(b.id), origin), lastmod: day(b.updatedAt) })),
    ...events.flatMap((e) =>
      [undefined, ...(e.series?.upcoming ?? [])].map((date) => ({
        loc: absoluteUrl(pages.event.href(e.id, date), origin),
        lastmod: day(e.updatedAt),
      })),
    ),
  ];
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url>\n    <loc>${escapeHtml(e.loc)}</loc>\n    <lastmod>${escapeHtml(e.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
