import { useEffect, useState } from "react";

/**
 * The page says when the app runs: <body data-hydrated="true"> once its first render has committed. A control that
 * does nothing without the app (printing, for one) stays hidden until then, so no visitor presses a dead button,
 * whether the app's code is still on its way or JavaScript is off (docs/product.md#before-the-app).
 */
const APP_STARTED = 'body[data-hydrated="true"]';

/** Marks the page: the app has taken it over. */
export function markAppStarted(): void {
  document.body.dataset.hydrated = "true";
}

/** Styles (`sx`) for a control that needs the app: hidden until it runs, keeping its place so nothing moves. */
export const NEEDS_APP = { visibility: "hidden", [`${APP_STARTED} &`]: { visibility: "visible" } } as const;

/**
 * False on the server and in the component's first render (hydration), true once it has mounted: what a component
 * shows differently once the browser knows more (who is signed in) waits for it, so hydration matches the server.
 * An effect, not an external store: its update comes after the component's own boundary has hydrated.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
