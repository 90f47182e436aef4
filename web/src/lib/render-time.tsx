import { createContext, useContext, type ReactNode } from "react";

/**
 * The instant the page was rendered. The server renders with its own clock and embeds that instant in the page, so
 * the client's first render (hydration) computes "today" and "open now" from the same moment. Clocks that tick
 * (useMinuteClock) start from it and move to the real time after mount.
 */
const RenderTimeContext = createContext<number | null>(null);

export function RenderTimeProvider({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  return <RenderTimeContext.Provider value={renderedAt}>{children}</RenderTimeContext.Provider>;
}

const fallback = Date.now();

/** The render instant as a Date; without a provider, the moment this module loaded. */
export function useRenderTime(): Date {
  return new Date(useContext(RenderTimeContext) ?? fallback);
}
