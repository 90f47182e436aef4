/**
 * Scrolls as a browser does across full page loads (docs/product.md#scrolling), for the app's own navigations:
 * - the first render and hydration never scroll: a reader who scrolled while the app started stays where they are;
 * - a new page (a link, a different path) starts at the top, or at its `#hash` element;
 * - Back and Forward return to where that history entry was left, once the page is tall enough to get there;
 * - a query-string change alone (a directory search) keeps the position.
 * React Router's <ScrollRestoration> needs a data router; this follows its rules (positions by location key).
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, type Location } from "react-router-dom";

/** How long a restore waits for the page to grow tall enough (data and lazy chunks arriving). */
const RESTORE_WAIT_MS = 3000;
/** Input that means the reader has taken over: a pending restore must not yank them elsewhere. */
const READER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Kept for the tab's life, so Back after a reload still finds the entries' positions, as a browser's would. */
const STORAGE_KEY = "scroll-positions";
type Positions = Map<string, number>;

function readPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return []; // storage off or unreadable: positions last until the page is left
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    /* storage off or full: nothing to keep */
  }
}

function reachable(top: number): boolean {
  return document.documentElement.scrollHeight - window.innerHeight >= top;
}

/** Runs `attempt` now and whenever the page's height changes, until it succeeds, the reader acts, or time runs out. */
function whenLaidOut(attempt: () => boolean, giveUp: () => void): () => void {
  if (attempt()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
    giveUp();
  }, RESTORE_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape names no element
  }
}

function scrollFor(location: Location, previous: Location, pop: boolean, positions: Positions): () => void {
  const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: "instant" });
  const saved = positions.get(location.key);
  if (pop && saved !== undefined) {
    return whenLaidOut(
      () => reachable(saved) && (scrollTo(saved), true),
      () => scrollTo(saved),
    );
  }
  if (location.hash) {
    return whenLaidOut(
      () => {
        const target = hashTarget(location.hash);
        target?.scrollIntoView();
        return target !== null;
      },
      () => undefined,
    );
  }
  if (location.pathname !== previous.pathname) scrollTo(0);
  return () => undefined;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  const current = useRef(location.key);
  // Read once a page load: what the tab's earlier pages left.
  const [positions] = useState<Positions>(() => new Map(readPositions()));

  useEffect(() => {
    // The app places the page on its own navigations; a reload gets the browser's own restoring back.
    history.scrollRestoration = "manual";
    const remember = () => positions.set(current.current, window.scrollY);
    const leave = () => {
      history.scrollRestoration = "auto";
      writePositions(positions);
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", leave);
    };
  }, [positions]);

  useLayoutEffect(() => {
    const from = previous.current;
    if (from.key === location.key) return; // the first render, hydration included
    previous.current = location;
    current.current = location.key;
    return scrollFor(location, from, navigationType === "POP", positions);
  }, [location, navigationType, positions]);

  return null;
}
