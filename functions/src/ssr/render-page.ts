/**
 * A public page rendered on the server (docs/decisions/0025, 0035): the shell with the page's head and body,
 * compressed once and cached in this instance under the list version (platform/list-cache.ts), so an admin change
 * renders afresh on the next request. The key holds only what the page's HTML depends on: its path, the query
 * parameters its route reads (the route table), and the clock (render-clock.ts). Only 200 pages are kept: a 404 or
 * a refused query is answered and forgotten, so made-up addresses cost no memory.
 */
import { prepareBody, preparedBytes, type PreparedBody } from "../http/prepared-json";
import { cached } from "../platform/list-cache";
import { renderHead } from "./render-head";
import { fillBody, pageTemplate } from "./template";
import { loadPageQuery } from "./page-data";
import { renderClockKey } from "./render-clock";
import { serverEntry } from "./renderer";
import { siteNow } from "../platform/clock";

export type RenderedPage = { status: 200 | 400 | 404; prepared: PreparedBody } | { status: 301; location: string };

/**
 * The page at `pathname`, or a 301 to its canonical path when the address only spells it another way (case,
 * escapes, a trailing slash): one cache entry per page, whatever addresses reach it.
 */
export async function renderPage(pathname: string, search: URLSearchParams, origin: string): Promise<RenderedPage> {
  const entry = serverEntry();
  const { key, clock, canonical } = await entry.pageCacheKey(pathname, search);
  if (canonical !== pathname) return { status: 301, location: canonical };
  const template = pageTemplate();
  return cached(
    `page:${template.id}:${renderClockKey(clock, siteNow().getTime())}:${origin}${key}`,
    async () => {
      const page = await entry.renderPage({
        url: key,
        renderedAt: siteNow().getTime(),
        origin,
        load: loadPageQuery,
      });
      const { before, after } = template;
      const html = before + renderHead(page.head, origin) + fillBody(after, page);
      return { status: page.head.status, prepared: prepareBody(html, "text/html; charset=utf-8") };
    },
    {
      // A page for a query string (a directory search) is bounded apart from the pages themselves.
      group: key.includes("?") ? "query" : "page",
      size: (page) => preparedBytes(page.prepared),
      keep: (page) => page.status === 200,
    },
  );
}
