import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RenderTimeProvider } from "../lib/render-time";
import { theme } from "../theme/theme";
import { AppRoutes } from "./routes";

export interface AppProps {
  queryClient: QueryClient;
  /** The instant the page was rendered (the server's, when hydrating its HTML). */
  renderedAt: number;
  /** BrowserRouter in the browser, StaticRouter on the server; it wraps the routes. */
  router: (routes: ReactNode) => ReactNode;
}

/**
 * The same tree on the server (web/src/entry-server.tsx) and in the browser (app/start-app.tsx). Kept to what every page
 * needs: toasts load with the first toast, page meta is a small effect (components/Seo.tsx).
 */
export function App({ queryClient, renderedAt, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RenderTimeProvider renderedAt={renderedAt}>{router(<AppRoutes />)}</RenderTimeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
