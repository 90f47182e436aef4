import { startTransition, useEffect, useState } from "react";
import { useRenderTime } from "../../lib/render-context";

const MINUTE = 60_000;

/**
 * "Now", starting from the value the server rendered with (so hydration sees the same text), then the real clock
 * right after mount (the server's page may be cached) and again at the start of every minute. A phone waking up
 * re-reads the clock at once, since timers are paused in the background.
 */
export function useMinuteClock(initialNow: Date): Date {
  const [now, setNow] = useState(initialNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const current = new Date();
      // Within the same minute nothing shown changes: keep the same value, so nothing re-renders. A transition: the
      // first tick can land while parts of the page are still hydrating, and an urgent update there would make React
      // drop their server HTML and render them again.
      startTransition(() =>
        setNow((shown) =>
          Math.floor(shown.getTime() / MINUTE) === Math.floor(current.getTime() / MINUTE) ? shown : current,
        ),
      );
      timer = setTimeout(tick, MINUTE - (current.getTime() % MINUTE));
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return now;
}

/** The page's "now": the render instant first (server and hydration agree), then the real clock every minute. */
export function useOpenNowClock(): Date {
  return useMinuteClock(useRenderTime());
}
