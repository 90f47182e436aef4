/**
 * Starts the React app: hydrates the server's HTML, or renders a client-only page (admin, login, profile).
 * Loaded by main.tsx when the visitor first acts on a server-rendered page (docs/decisions/0028), at once
 * otherwise. Resolves once the first render has committed.
 */
import "../lib/zod-jitless"; // before anything that loads zod
import { hydrate } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { keepTypedText } from "../components/form/adopt-typed-values";
import { RestoreTypedText } from "../components/form/restore-typed-text";
import { preloadPage } from "./routes";
import { endHydration, startHydration } from "../lib/hydration";
import { createQueryClient } from "../lib/query-client";
import { readServerState } from "../lib/server-state";

export async function startApp(): Promise<void> {
  const container = document.getElementById("root")!;
  const serverState = readServerState();
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState.queries);

  let committed!: () => void;
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));

  /** Marks the page once the first render committed (browser tests wait for it). */
  function MarkHydrated() {
    useEffect(() => {
      endHydration();
      document.body.dataset.hydrated = "true";
      committed();
    }, []);
    return null;
  }

  /** Set just before hydrating: puts back text typed into the server's textareas (keepTypedText). */
  let restoreTypedText: () => void = () => undefined;

  const app = (
    <StrictMode>
      <MarkHydrated />
      <RestoreTypedText.Provider value={() => restoreTypedText()}>
        <App
          queryClient={queryClient}
          renderedAt={serverState?.renderedAt ?? Date.now()}
          router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
        />
      </RestoreTypedText.Provider>
    </StrictMode>
  );

  if (serverState) {
    // The page's chunk first, so hydration meets the page the server rendered rather than a loading fallback.
    await preloadPage(location.pathname);
    startHydration();
    restoreTypedText = keepTypedText(container);
    // web/e2e/server-rendering checks that hydration adopts the server's nodes and text unchanged.
    hydrateRoot(container, app);
    restoreTypedText();
  } else {
    createRoot(container).render(app);
  }
  return firstCommit;
}
