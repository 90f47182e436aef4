/**
 * The only script a server-rendered page runs at first (docs/decisions/0028). The page is readable, its links
 * and the directory's search work as plain HTML, so the app's code loads when the visitor first acts: moves the
 * mouse, touches, types or focuses. A click made meanwhile is held and replayed once the app has taken over.
 * Client-only pages, signed-in staff and pages showing what this browser stored load the app at once.
 */
import { reloadOnStaleChunks } from "./app/reload-on-stale-chunks";
import { holdInteractions } from "./app/boot/held-interactions";
import { appNeededAtOnce, whenVisitorActs } from "./app/boot/visitor-intent";

reloadOnStaleChunks();

const held = holdInteractions(document.getElementById("root")!);

function start(): Promise<void> {
  return import("./app/start-app")
    .then(({ startApp }) => startApp())
    .then(held.replay, (error: unknown) => {
      held.release();
      throw error;
    });
}

if (appNeededAtOnce()) void start();
else whenVisitorActs(start);
