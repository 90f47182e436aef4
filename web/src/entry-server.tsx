/**
 * Server rendering of the public pages (bundled into the `api` function: web/vite.config.ts `--ssr`, then
 * functions/scripts/copy-web-shell.mjs). The function loads the page's data, this renders the same tree the
 * browser hydrates, with Emotion's critical CSS and the embedded state (docs/decisions/0025).
 */
import "./lib/zod-jitless"; // before anything that loads zod
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { dehydrate, type QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App";
import { preloadPage } from "./app/routes";
import { createQueryClient } from "./lib/query-client";
import { setServerSanitizer } from "./lib/sanitize-html";
import { serverStateScript } from "./lib/server-state";
import { setServerOrigin } from "./lib/site-origin";

export interface RenderOptions {
  /** The server's clock at render time; the browser's first render uses the same instant. */
  renderedAt: number;
  /** Query cache entries the page reads, under the keys its hooks use. */
  queries: { key: QueryKey; data: unknown }[];
  /** Sanitises stored rich text (the function's sanitiser: the same allowlist, no DOM needed). */
  sanitizeHtml: (html: string) => string;
  /** The site's public origin, for the absolute links a page shows (calendar feeds). */
  origin: string;
}

export interface RenderedPage {
  /** Goes inside <div id="root">. */
  html: string;
  /** Emotion <style> tags for what the page uses; they go in <head>. */
  styles: string;
  /** The <script type="application/json"> holding the render instant and the query cache. */
  state: string;
}

/**
 * The whole tree as one string once every lazy page and boundary has resolved. The app runs on Preact
 * (web/vite.config.ts), so Preact's own server renderer writes what the browser's Preact hydrates.
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  return renderToStringAsync(tree as unknown as VNode);
}

export async function render(
  url: string,
  { renderedAt, queries, sanitizeHtml, origin }: RenderOptions,
): Promise<RenderedPage> {
  setServerSanitizer(sanitizeHtml);
  setServerOrigin(origin);
  await preloadPage(new URL(url, "http://x").pathname);
  const queryClient = createQueryClient();
  for (const { key, data } of queries) queryClient.setQueryData(key, data, { updatedAt: renderedAt });
  // The browser's default Emotion cache has the same key ("css"), so it adopts these tags when it starts.
  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <App
        queryClient={queryClient}
        renderedAt={renderedAt}
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const state = serverStateScript({ renderedAt, queries: dehydrate(queryClient) });
  queryClient.clear();
  return { html, styles, state };
}
