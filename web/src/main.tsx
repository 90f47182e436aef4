/**
 * The boot script every page runs first (docs/decisions/0035). A server-rendered page is readable and its controls
 * work as HTML and CSS, so the app's code waits until the page has loaded and the browser is idle, or until the
 * visitor first touches or types, whichever comes first. Client-only pages (admin, sign-in, profile) and pages
 * showing what this browser stored (bingo: data-hydrate="at-once") start it at once.
 */
import { compactHeaderOnScroll } from "./app/boot/compact-header";
import { preloadPageModules } from "./app/boot/preload-page-modules";
import { reloadOnStaleChunks } from "./app/boot/reload-on-stale-chunks";
import { whenPageIsIdle } from "./app/boot/when-page-is-idle";

reloadOnStaleChunks();
compactHeaderOnScroll();

const root = document.getElementById("root")!;
/** Lets the browser paint and handle input between two pieces of script evaluation. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// React, then the rest of the app, then the hydration's start: each in a task of its own, so none holds up a tap for
// long on a slow phone (app/react-runtime.ts).
const start = async () => {
  await import("./app/react-runtime");
  await nextTask();
  const { startApp } = await import("./app/start-app");
  await nextTask();
  await startApp();
};

const atOnce = !root.hasChildNodes() || root.dataset.hydrate === "at-once";
preloadPageModules(root, atOnce ? "now" : "after-paint");
if (atOnce) void start();
else whenPageIsIdle(start);
