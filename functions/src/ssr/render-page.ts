/**
 * A public page rendered on the server (docs/decisions/0025): the shell with the page's head and body, compressed
 * once and cached in this instance under the list version (platform/list-cache.ts), so an admin change renders
 * afresh on the next request. The clock is part of the key too (render-clock.ts): "open now" never lags by more
 * than a minute, and the events pages are rendered again when the date changes.
 */
import { sanitizeRichText } from "../html/sanitize";
import { prepareBody, type PreparedBody } from "../http/prepared-json";
import { cached } from "../platform/list-cache";
import { resolvePage } from "../seo/pages";
import { renderHead } from "../seo/render-head";
import { fillBody, pageTemplate } from "../seo/template";
import { loadPageData } from "./page-data";
import { renderClockKey } from "./render-clock";
import { serverEntry } from "./renderer";

/** The only query parameters a public page reads (the directory's filters and view); others neither render nor key. */
const PAGE_PARAMS = ["q", "category", "open", "view"];

function pageQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

export interface RenderedPage {
  status: 200 | 404;
  prepared: PreparedBody;
}

/** `path` is normalised (seo/pages.ts normalisePath); `search` is the request's query string. */
export function renderPage(path: string, search: URLSearchParams, origin: string): Promise<RenderedPage> {
  const query = pageQuery(search);
  const url = query ? `${path}?${query}` : path;
  return cached(`page:${renderClockKey(path, Date.now())}:${origin}${url}`, async () => {
    const renderedAt = Date.now();
    const [head, queries] = await Promise.all([resolvePage(path, origin), loadPageData(path, search)]);
    const body = await serverEntry().render(url, { renderedAt, queries, sanitizeHtml: sanitizeRichText, origin });
    const { before, after } = pageTemplate();
    const html = before + renderHead(head, origin) + fillBody(after, body);
    return { status: head.status, prepared: prepareBody(html, "text/html; charset=utf-8") };
  });
}
