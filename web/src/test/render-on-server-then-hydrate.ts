/**
 * Test helper: renders a tree to HTML with React's server renderer (as entry-server.tsx does), puts it in the
 * page, then hydrates it with hydrateRoot. React reports a mismatch between the two through onRecoverableError
 * (and the console): each becomes a problem. An empty list means the server's HTML and the first render agree.
 */
import "./text-encoder";
import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";

export interface Hydrated {
  container: HTMLElement;
  serverHtml: string;
  problems: string[];
  unmount: () => void;
}

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** React's development build warns that layout effects don't run on the server (the router has some): expected. */
function renderQuietly(element: ReactElement): string {
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server"))
      throw new Error(args.map(String).join(" "));
  });
  try {
    return renderToString(element);
  } finally {
    consoleError.mockRestore();
  }
}

export async function renderOnServerThenHydrate(
  server: ReactElement,
  client: ReactElement = server,
): Promise<Hydrated> {
  const serverHtml = renderQuietly(server);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = serverHtml;
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(" "));
  });
  let root!: Root;
  try {
    await act(async () => {
      root = hydrateRoot(container, client, {
        onRecoverableError: (error) => problems.push(`hydration: ${String(error)}`),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    act(() => root.unmount());
    container.remove();
  };
  mounted.push(unmount);
  return { container, serverHtml, problems, unmount };
}
