/**
 * When a server-rendered page needs the app's code (docs/decisions/0028). Kept free of imports: it runs before
 * anything else loads.
 */

/**
 * Signs that a visitor is about to use the page, not just read it. A click alone counts: a screen reader
 * activates a button without any pointer or key event reaching the page.
 */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "input", "click"] as const;

/** Public pages whose content depends on this browser (bingo shows the squares marked here). */
const PAGES_SHOWING_STORED_STATE = ["/bingo"];

/** Whether to start the app now rather than wait for the visitor. */
export function appNeededAtOnce(): boolean {
  const serverRendered = document.getElementById("server-state") !== null;
  // The readable hint the server sets beside the session cookie: staff see their account menu at once.
  const maybeSignedIn = document.cookie.split("; ").includes("signed_in=1");
  return !serverRendered || maybeSignedIn || PAGES_SHOWING_STORED_STATE.includes(location.pathname);
}

/** Calls `start` on the visitor's first intent; again on the next one if it failed (offline, say). */
export function whenVisitorActs(start: () => Promise<void>): void {
  const options = { capture: true, passive: true } as const;
  const onIntent = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, options);
    start().catch((error: unknown) => {
      console.error(error);
      whenVisitorActs(start);
    });
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, options);
}
