/**
 * Test helper for a page's component test (docs/testing.md#page-component-tests): renders a route module as the
 * server does. Its handle's queries are loaded into a fresh query client by the server's own loader (lib/page.ts,
 * `pageLoader`), each answered by the test's `data`, then its Component renders in a memory router at `url`,
 * with the head the browser writes from the same handle (app/RoutePage.tsx).
 */
import { act, render, type RenderResult } from "@testing-library/react";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { Suspense } from "react";
import { matchPath, MemoryRouter, Route, Routes, type LoaderFunctionArgs } from "react-router-dom";
import { App } from "../app/App";
import { Page } from "../app/RoutePage";
import { pageLoader, type PageModule } from "../lib/page";
import { createQueryClient } from "../lib/query-client";

const ORIGIN = "http://localhost";

export interface PageRenderOptions {
  /** The page's address, e.g. `pages.thisWeek.href("2026-03-05")`. */
  url: string;
  /** The route's pattern (`pages.event.path`), which names its `:id`; the address's own path when left out. */
  path?: string;
  /**
   * The API's answer for a query key, as the function's repositories give it to the server render: null for a
   * record that doesn't exist; undefined for a key the test didn't expect, which fails that query.
   */
  data?: (key: QueryKey) => unknown;
  /** The render's instant (the server's clock); the machine's now by default. */
  renderedAt?: number;
}

export interface RenderedPage extends RenderResult {
  queryClient: QueryClient;
}

export async function renderPage(
  module: PageModule,
  { url, path, data = () => undefined, renderedAt = Date.now() }: PageRenderOptions,
): Promise<RenderedPage> {
  const queryClient = createQueryClient({
    queryFn: async ({ queryKey }) => {
      const answer = data(queryKey);
      if (answer === undefined) throw new Error(`renderPage: the test gives no data for ${JSON.stringify(queryKey)}`);
      return answer;
    },
  });
  const address = new URL(url, ORIGIN);
  const pattern = path ?? address.pathname;
  const params = matchPath(pattern, address.pathname)?.params;
  if (!params) throw new Error(`renderPage: ${url} doesn't match the route ${pattern}`);
  if (module.handle) {
    // The loader reads the request's address only (jsdom has no Request).
    const request = { url: address.href } as Request;
    await pageLoader(module.handle)({ params, request, context: { queryClient } } as LoaderFunctionArgs);
  }
  // Inside an async act: the page's lazy parts (the subscribe form, say) come in before it returns, as the server
  // waits for all of them.
  let rendered!: RenderResult;
  await act(async () => {
    rendered = render(
      <App
        queryClient={queryClient}
        environment={{ renderedAt, origin: ORIGIN }}
        router={
          <MemoryRouter initialEntries={[address.pathname + address.search + address.hash]}>
            <Suspense fallback="Loading...">
              <Routes>
                <Route path={pattern} element={<Page module={module} />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        }
      />,
    );
  });
  return { ...rendered, queryClient };
}
