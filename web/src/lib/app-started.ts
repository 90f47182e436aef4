import { useSyncExternalStore } from "react";

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

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true from the render after: what a component
 * shows differently once the browser knows more (who is signed in) waits for it, so hydration matches the server.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
