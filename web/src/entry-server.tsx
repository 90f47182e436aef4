/**
 * Server rendering of the public pages (bundled into the `api` function: web/vite.config.ts `--ssr`, then
 * functions/scripts/copy-web-shell.mjs) with React Router's static handler: it matches the URL, runs the route
 * module's loader (its queries, loaded through the function's own repositories, never over HTTP) and renders the
 * page (docs/decisions/0044-route-modules.md). Everything a render needs arrives in its request: nothing is kept
 * between requests but the resolved route modules.
 */
import "./lib/zod-jitless"; // before anything that loads zod
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { dehydrate } from "@tanstack/react-query";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from "react-router-dom";
import type { RenderedPage, RenderRequest, ServerPageHead, ServerRenderer } from "@main-street/domain/server-render";
import type { PageMeta } from "@main-street/domain/seo";
import { siteZoneTable } from "@main-street/domain/site-zone";
import { App } from "./app/App";
import { routes } from "./app/routes";
import type { LoaderContext, PageHandle } from "./lib/page";
import { pageRequest } from "./lib/page";
import { createQueryClient } from "./lib/query-client";
import type { QueryKey } from "./lib/queries";
import { serverStateScript } from "./lib/server-state";

/** The app's and each page's scripts, from the browser build (web/vite.config.ts, pagePreloads). */
declare const __PAGE_PRELOADS__: { app: string[]; pages: Record<string, string[]> };

/** Every route module, loaded once: the server bundle holds them all, and matching needs their handles. */
let resolved: Promise<void> | undefined;
function resolveRoutes(list: RouteObject[] = routes): Promise<void> {
  const all = async (items: RouteObject[]): Promise<void> => {
    await Promise.all(
      items.map(async (route) => {
        if (typeof route.lazy === "function") Object.assign(route, { ...(await route.lazy()), lazy: undefined });
        await all(route.children ?? []);
      }),
    );
  };
  return (resolved ??= all(list));
}

/** The deepest route a path matches (the 404 route when no other does). */
async function pageMatch(pathname: string) {
  await resolveRoutes();
  const match = matchRoutes(routes, pathname)!.at(-1)!;
  return { handle: match.route.handle as PageHandle, params: match.params, pattern: match.route.path ?? "*" };
}

/**
 * The one spelling of a page's address: its route's pattern with the parameters as matched (decoded), each encoded
 * once. The router matches case-insensitively and after decoding, so without it `/HISTORIC-District` and
 * `/%68istoric-district` would each render and be kept as a page of their own. The 404 route keeps the address.
 */
function canonicalPath(pattern: string, params: Record<string, string | undefined>, pathname: string): string {
  if (pattern === "*") return pathname;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export const fallbackMeta: ServerRenderer["fallbackMeta"] = async function fallbackMeta(pathname: string) {
  const segments = pathname.split("/").filter(Boolean);
  let notFound: PageMeta | undefined;
  for (let kept = segments.length; kept >= 0; kept--) {
    const path = `/${segments.slice(0, kept).join("/")}`;
    const { handle, params } = await pageMatch(path);
    // A detail page has no head without its record; the 404 route's belongs to no page.
    const head = handle.head(pageRequest(params, path), () => undefined);
    if (head && head.status !== 404) return head.meta;
    notFound ??= head?.meta;
  }
  if (!notFound) throw new Error(`No route gives ${pathname} a head`);
  return notFound;
};

/** What a page's cached HTML depends on: its path, the query parameters it reads, and how long it stays true. */
export const pageCacheKey: ServerRenderer["pageCacheKey"] = async function pageCacheKey(
  pathname: string,
  search: URLSearchParams,
): Promise<{ key: string; clock: "minute" | "day"; canonical: string }> {
  const { handle, params, pattern } = await pageMatch(pathname);
  const canonical = canonicalPath(pattern, params, pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const kept = new URLSearchParams();
  for (const name of handle.search ?? []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return { key: query ? `${path}?${query}` : path, clock: handle.clock, canonical };
};

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

export const renderPage: ServerRenderer["renderPage"] = async function renderPage({
  url,
  renderedAt,
  origin,
  load,
}: RenderRequest): Promise<RenderedPage> {
  await resolveRoutes();
  // The loaders' queries load through the function's repositories (`load`), into this render's own cache.
  const queryClient = createQueryClient({ queryFn: ({ queryKey }) => load(queryKey).then((data) => data ?? null) });
  const handler = createStaticHandler(routes);
  const requestContext: LoaderContext = { queryClient };
  const context = await handler.query(new Request(new URL(url, origin)), { requestContext });
  if (context instanceof Response) throw new Error(`A route answered ${context.status} instead of rendering`);
  // A failed load (e.g. the database is down) fails the request as the API would, rather than render a broken page.
  const failure = context.errors ? Object.values(context.errors)[0] : undefined;
  if (failure !== undefined) throw failure;

  const match = context.matches.at(-1)!;
  const handle = match.route.handle as PageHandle;
  const page = pageRequest(match.params, url);
  const data = (key: QueryKey) => queryClient.getQueryData(key);
  // Every query is loaded here, so the head is known (a missing record reads as null).
  const base = handle.head(page, data)!;
  const jsonLd =
    base.status === 200 && handle.jsonLd ? await handle.jsonLd(page, data, origin, new Date(renderedAt)) : [];
  const head: ServerPageHead = { ...base, jsonLd };

  // The browser's default Emotion cache has the same key ("css"), so it adopts these tags when it starts.
  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <App
        queryClient={queryClient}
        environment={{ renderedAt, origin }}
        // The router's own hydration script is left out (the CSP allows no inline script): the browser rebuilds
        // its state from the embedded query cache (app/start-app.tsx).
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
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
  const module = match.route.id.replace(/:.*$/, "");
  const preloads = [...__PAGE_PRELOADS__.app, ...(__PAGE_PRELOADS__.pages[module] ?? [])];
  return { head, html, styles, state, hydrateAtOnce: handle.hydrateAtOnce === true, preloads };
};
