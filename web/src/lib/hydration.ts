/**
 * Whether the first render is hydrating the server's HTML (app/start-app.tsx sets it around hydrateRoot). Code
 * that may wait for the visitor while hydrating (lazyWhenNeeded) loads at once on every later render.
 */
let hydrating = false;

export function startHydration() {
  hydrating = true;
}

export function endHydration() {
  hydrating = false;
}

export function isHydrating() {
  return hydrating;
}
