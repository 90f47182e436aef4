/**
 * Test helper: renders a tree to HTML as the server will, puts it in the page, then hydrates it (through Testing
 * Library, which also cleans up after the test) and reports every hydration complaint: React 18 logs mismatches
 * through console.error and recovers through onRecoverableError. An empty list means the server's HTML and the
 * client's first render agree.
 */
import "./text-encoder";
import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";

/** Rendering "on the server" inside jsdom makes MUI pick useLayoutEffect, which React's server renderer warns about. */
const JSDOM_ARTIFACT = /useLayoutEffect does nothing on the server/;

export interface Hydrated extends RenderResult {
  serverHtml: string;
  problems: string[];
}

export async function renderOnServerThenHydrate(
  server: ReactElement,
  client: ReactElement = server,
): Promise<Hydrated> {
  const { renderToString } = await import("react-dom/server");
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(" ");
    if (!JSDOM_ARTIFACT.test(message)) problems.push(message);
  });
  try {
    const serverHtml = renderToString(server);
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = serverHtml;
    let result!: RenderResult;
    await act(async () => {
      result = render(client, {
        container,
        hydrate: true,
        onRecoverableError: (error: unknown) => problems.push(String(error)),
      } as Parameters<typeof render>[1]);
    });
    return { ...result, serverHtml, problems };
  } finally {
    consoleError.mockRestore();
  }
}
