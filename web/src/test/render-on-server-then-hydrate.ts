/**
 * Test helper: renders a tree to HTML as the server will (Preact's server renderer, as in entry-server.tsx), puts
 * it in the page, then hydrates it through Testing Library (which also cleans up after the test). Preact does not
 * warn about a mismatch, it patches the DOM; so a problem is reported whenever the first render changed the
 * server's HTML. Effects run afterwards (they may change the page; that is not a mismatch). An empty list means
 * the server's HTML and the client's first render agree.
 */
import "./text-encoder";
import { act, render, type RenderResult } from "@testing-library/react";
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import type { ReactElement } from "react";

export interface Hydrated extends RenderResult {
  serverHtml: string;
  problems: string[];
}

export async function renderOnServerThenHydrate(
  server: ReactElement,
  client: ReactElement = server,
): Promise<Hydrated> {
  const serverHtml = renderToString(server as unknown as VNode);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = serverHtml;
  const parsedHtml = container.innerHTML;
  let result!: RenderResult;
  let hydratedHtml = "";
  await act(async () => {
    result = render(client, { container, hydrate: true });
    // Inside the outer act, effects have not run yet: this is the first render alone.
    hydratedHtml = container.innerHTML;
  });
  const problems =
    hydratedHtml === parsedHtml
      ? []
      : [`hydration changed the server's HTML:\n  server: ${parsedHtml}\n  client: ${hydratedHtml}`];
  return { ...result, serverHtml, problems };
}
