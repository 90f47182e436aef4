/**
 * Starts the React app: hydrates the server's HTML, or renders a client-only page (admin, login, profile). The
 * boot script (main.tsx) loads it in idle time after the page has loaded (docs/decisions/0035). Hydration runs as
 * a transition, so it yields to the visitor's input, and each page region (components/Region.tsx) hydrates on its
 * own: first the one a visitor taps.
 */
import "../lib/zod-jitless"; // before anything that loads zod
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { BrowserRoutes, loadPageModule } from "./route-modules";
import { createQueryClient } from "../lib/query-client";
import { markAppStarted } from "../lib/app-started";
import { readServerState } from "../lib/server-state";
import { installSiteZoneTable } from "@main-street/domain/site-zone";

/** Marks the page once the app's first render has committed: controls that need the app show from then on. */
function MarkStarted() {
  useEffect(markAppStarted, []);
  return null;
}

export async function startApp(): Promise<void> {
  const container = document.getElementById("root")!;
  const serverState = readServerState();
  const queryClient = createQueryClient();
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    // The first render reads "today" and "open now" as the server did, with no time-zone data to load.
    installSiteZoneTable(serverState.zone);
  }
  const app = (
    <StrictMode>
      <MarkStarted />
      <App
        queryClient={queryClient}
        environment={{ renderedAt: serverState?.renderedAt ?? Date.now(), origin: window.location.origin }}
        router={
          <BrowserRouter>
            <BrowserRoutes />
          </BrowserRouter>
        }
      />
    </StrictMode>
  );
  // The page's own module first: hydration then meets the page the server rendered, not a loading fallback.
  await loadPageModule(window.location.pathname);
  if (!serverState) {
    createRoot(container).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch between the server's HTML and the first render: React recovers by rendering on the client.
      // The browser tests fail on any console error, so a mismatch never passes unnoticed.
      onRecoverableError: (error) => console.error("Hydration error:", error),
    });
  });
}
