/**
 * The contract between the function and the web app's server renderer (web/src/entry-server.tsx, loaded by
 * functions/src/ssr/renderer.ts): the two are built apart, so both read these types from here.
 */
import type { PageMeta } from "./seo";
import type { JsonLd } from "./structured-data";

export interface ServerPageHead {
  status: 200 | 400 | 404;
  meta: PageMeta;
  /** Not-found and refused pages ask search engines not to index them. */
  noindex?: boolean;
  jsonLd: JsonLd[];
}

export interface RenderRequest {
  /** Path and query string. */
  url: string;
  /** The server's clock at render time; the browser's first render uses the same instant. */
  renderedAt: number;
  /** The site's public origin, for absolute links. */
  origin: string;
  /** Loads a query the page reads (its key is the API address); null when its record does not exist. */
  load: (key: readonly unknown[]) => Promise<unknown>;
}

export interface RenderedPage {
  head: ServerPageHead;
  /** Goes inside <div id="root">. */
  html: string;
  /** Emotion <style> tags for what the page uses; they go in <head>. */
  styles: string;
  /** The <script type="application/json"> holding the render instant and the query cache. */
  state: string;
  /** The boot script starts the app at once rather than in idle time. */
  hydrateAtOnce: boolean;
  /** Scripts the page will run, to fetch while it loads (<link rel="modulepreload">). */
  preloads: string[];
}

export interface ServerRenderer {
  /**
   * What a page's cached HTML depends on: its path, the query parameters it reads, and how long it stays true; and
   * the page's canonical path (its route's own spelling, with its parameters encoded once), which differs from
   * `pathname` when the address only spells the page another way (case, escapes, a trailing slash).
   */
  pageCacheKey(
    pathname: string,
    search: URLSearchParams,
  ): Promise<{ key: string; clock: "minute" | "day"; canonical: string }>;
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /**
   * The head of a page whose data can't be read (the function then sends the bare shell): its route module's own
   * head without data, else that of the nearest page above its address (a record's list).
   */
  fallbackMeta(pathname: string): Promise<PageMeta>;
}
