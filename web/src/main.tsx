import "./lib/zod-jitless"; // before anything that loads zod
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { reloadOnStaleChunks } from "./app/reload-on-stale-chunks";

reloadOnStaleChunks();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
