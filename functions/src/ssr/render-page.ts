/**
 * A public page's body rendered on the server (docs/decisions/0025), cached in this instance under the list
 * version (platform/list-cache.ts): an admin change renders afresh on the next request. The minute is part of the
 * key too, so "today" and anything clock-based never lag by more than a minute.
 */
import { sanitizeRichText } from "../html/sanitize";
import { cached } from "../platform/list-cache";
import { loadPageData } from "./page-data";
import { serverEntry, type RenderedPage } from "./renderer";

const MINUTE_MS = 60_000;

export function renderPage(path: string, search: URLSearchParams, origin: string): Promise<RenderedPage> {
  const query = search.toString();
  const url = query ? `${path}?${query}` : path;
  const minute = Math.floor(Date.now() / MINUTE_MS);
  return cached(`page:${minute}:${origin}${url}`, async () => {
    const renderedAt = Date.now();
    const queries = await loadPageData(path, search);
    return serverEntry().render(url, { renderedAt, queries, sanitizeHtml: sanitizeRichText, origin });
  });
}
