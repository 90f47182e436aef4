/**
 * What a render needs to know about where and when it runs: the instant the page was rendered and the site's public
 * origin. The server passes its request's values (so two
 * requests rendered at once never share them); the browser passes the embedded render instant and its own
 * location, so its first render (hydration) computes "today", "open now" and absolute links as the server did.
 */
import { createContext, useContext, type ReactNode } from "react";

export interface RenderEnvironment {
  renderedAt: number;
  origin: string;
}

const RenderContext = createContext<RenderEnvironment | null>(null);

export function RenderEnvironmentProvider({
  environment,
  children,
}: {
  environment: RenderEnvironment;
  children: ReactNode;
}) {
  return <RenderContext.Provider value={environment}>{children}</RenderContext.Provider>;
}

function useEnvironment(): RenderEnvironment {
  const environment = useContext(RenderContext);
  if (!environment) throw new Error("RenderEnvironmentProvider is missing");
  return environment;
}

/** The render instant. Clocks that tick (useMinuteClock) start from it and move to the real time after mount. */
export function useRenderTime(): Date {
  return new Date(useEnvironment().renderedAt);
}

/** The site's origin, for the absolute links a page shows (calendar feeds). */
export function useSiteOrigin(): string {
  return useEnvironment().origin;
}
