/**
 * A part of a page that React hydrates on its own (a Suspense boundary; docs/decisions/0035). Hydration takes the
 * regions one by one in idle time, and a region the visitor taps first is hydrated at once, so a tap waits for
 * that region alone, never for the whole page. Nothing inside a region suspends on the server or on a first load.
 */
import { Suspense, type ReactNode } from "react";

export function Region({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
