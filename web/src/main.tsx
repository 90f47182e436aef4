import "./lib/zod-jitless"; // before anything that loads zod
import { hydrate } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App";
import { keepTypedText } from "./components/form/adopt-typed-values";
import { RestoreTypedText } from "./components/form/restore-typed-text";
import { reloadOnStaleChunks } from "./app/reload-on-stale-chunks";
import { preloadPage } from "./app/routes";
import { endHydration, startHydration } from "./lib/hydration";
import { createQueryClient } from "./lib/query-client";
import { readServerState } from "./lib/server-state";

reloadOnStaleChunks();

const container = document.getElementById("root")!;
const serverState = readServerState();
const queryClient = createQueryClient();
if (serverState) hydrate(queryClient, serverState.queries);

/** Marks the page once the first render committed (browser tests wait for it). */
function MarkHydrated() {
  useEffect(() => {
    endHydration();
    document.body.dataset.hydrated = "true";
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
  void preloadPage(location.pathname).then(() => {
    startHydration();
    restoreTypedText = keepTypedText(container);
    // web/e2e/server-rendering checks that hydration adopts the server's nodes and text unchanged.
    hydrateRoot(container, app);
    restoreTypedText();
  });
} else {
  createRoot(container).render(app);
}
