/**
 * Test helper: renders a tree to HTML as the server will, puts it in the page, then hydrates it with React's
 * checks on, and reports every hydration complaint (React 18 logs mismatches through console.error and recovers
 * through onRecoverableError). An empty list means the server's HTML and the client's first render agree.
 */
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

export interface Hydrated {
  container: HTMLElement;
  serverHtml: string;
  problems: string[];
  root: Root;
}

export async function renderOnServerThenHydrate(
  server: ReactElement,
  client: ReactElement = server,
): Promise<Hydrated> {
  // jsdom lacks TextEncoder, which React's server renderer needs; Node has it.
  globalThis.TextEncoder ??= (await import("node:util")).TextEncoder;
  const { renderToString } = await import("react-dom/server");
  const serverHtml = renderToString(server);
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(" "));
  });
  let root!: Root;
  try {
    await act(async () => {
      root = hydrateRoot(container, client, { onRecoverableError: (error) => problems.push(String(error)) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, serverHtml, problems, root };
}
