/**
 * Runs `start` once the page has loaded and the browser is idle, or at the visitor's first touch, press or key,
 * whichever comes first, so the app never competes with the first paint and is there when the visitor needs it.
 * Kept free of imports: it is part of the boot script.
 */
const FIRST_USE = ["pointerdown", "keydown", "touchstart"] as const;
/** Idle callbacks can wait indefinitely on a busy page; the app starts by then anyway. */
const IDLE_TIMEOUT_MS = 2000;

export function whenPageIsIdle(start: () => Promise<void>): void {
  let started = false;
  const options = { capture: true, passive: true } as const;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) window.removeEventListener(type, run, options);
    start().catch((error: unknown) => console.error(error));
  };
  for (const type of FIRST_USE) window.addEventListener(type, run, options);
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
