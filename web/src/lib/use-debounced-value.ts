import { startTransition, useEffect, useState } from "react";

/**
 * The value, once it has stopped changing for `delayMs` (keeps typing from firing a request per key). It settles in
 * a transition, so what it re-renders yields to the visitor's next key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
