/**
 * Server rendering of the public pages (bundled into the `api` function: web/vite.config.ts `--ssr`, then
 * functions/scripts/copy-web-shell.mjs). The function asks which page a URL is and how to cache it, then has it
 * rendered with the data the route table names, loaded from its own repositories (docs/decisions/0025, 0035).
 * Everything a render needs arrives in its request: nothing is kept between requests.
 */
import "./lib/zod-jitless"; // before anything that loads zod
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { dehydrate } from "@tanstack/react-query";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App";
import { preloadPage } from "./app/routes";
import { ROUTE_CONTENT } from "./app/route-content";
import { PUBLIC_ROUTES, matchPublicRoute, pageSearch, type PageHead } from "./app/route-table";
import { createQueryClient } from "./lib/query-client";
import type { QueryKey } from "./lib/query-keys";
import { serverStateScript } from "./lib/server-state";
import { siteZoneTable } from "@main-street/domain/site-zone";

export type { PageHead } from "./app/route-table";

/** The app's and each page's scripts, from the browser build (web/vite.config.ts, pagePreloads). */
declare const __PAGE_PRELOADS__: { app: string[]; pages: Record<string, string[]> };

export interface PageRequest {
  /** Path and query string. */
  url: string;
  /** The server's clock at render time; the browser's first render uses the same instant. */
  renderedAt: number;
  /** The site's public origin, for absolute links. */
  origin: string;
  /** Loads a query the page reads; null when its record does not exist. */
  load: (key: QueryKey) => Promise<unknown>;
}

export interface RenderedPage {
  head: PageHead;
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

/** What a page's cached HTML depends on: its path, the parameters it reads, and how long it stays true. */
export function pageCacheKey(pathname: string, search: URLSearchParams): { key: string; clock: "minute" | "day" } {
  const { route } = matchPublicRoute(pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const kept = pageSearch(route, search);
  return { key: kept ? `${path}?${kept}` : path, clock: route.clock };
}

/** The public pages without parameters (for the sitemap). */
export const STATIC_PUBLIC_PATHS: string[] = PUBLIC_ROUTES.filter((r) => !r.path.includes(":")).map((r) => r.path);

/** The site zone's offsets for pages rendered on one day: the same for all of them, so worked out once. */
let zone: { day: number; value: ReturnType<typeof siteZoneTable> } | undefined;
function zoneAround(renderedAt: number) {
  const day = Math.floor(renderedAt / 86_400_000);
  if (zone?.day !== day) zone = { day, value: siteZoneTable(day * 86_400_000) };
  return zone.value;
}

/** The whole tree as one string once every lazy part has resolved (nothing streams out of order). */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary: the browser renders that part itself, and the function's log says why.
      onError: (error) => console.error("server render:", error),
    });
  });
}

export async function renderPage({ url, renderedAt, origin, load }: PageRequest): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, "http://x");
  const { route, params } = matchPublicRoute(pathname);
  const match = { params, search: searchParams };
  const content = ROUTE_CONTENT[route.content];
  const keys = content.queries?.(match) ?? [];
  const [loaded] = await Promise.all([Promise.all(keys.map(load)), preloadPage(pathname)]);
  const queryClient = createQueryClient();
  keys.forEach((key, i) => queryClient.setQueryData(key, loaded[i] ?? null, { updatedAt: renderedAt }));
  const head = content.head(match, (key) => queryClient.getQueryData(key) ?? undefined, origin);

  // The browser's default Emotion cache has the same key ("css"), so it adopts these tags when it starts.
  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <App
        queryClient={queryClient}
        environment={{ renderedAt, origin }}
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </CacheProvider>,
  );
  // data-s: the tags are in <head> already, where Emotion would otherwise move them when it starts (and the
  // browser would parse their CSS again).
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
    .replaceAll("<style data-emotion=", '<style data-s="" data-emotion=');
  const state = serverStateScript({ renderedAt, queries: dehydrate(queryClient), zone: zoneAround(renderedAt) });
  queryClient.clear();
  const preloads = [...__PAGE_PRELOADS__.app, ...(__PAGE_PRELOADS__.pages[route.page] ?? [])];
  return { head, html, styles, state, hydrateAtOnce: route.hydrateAtOnce === true, preloads };
}
