import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { RenderTimeProvider } from "../lib/render-time";
import { theme } from "../theme/theme";
import { AppRoutes } from "./routes";
import { TOAST_COMPONENTS } from "./ToastContent";

export interface AppProps {
  queryClient: QueryClient;
  /** The instant the page was rendered (the server's, when hydrating its HTML). */
  renderedAt: number;
  /** BrowserRouter in the browser, StaticRouter on the server; it wraps the routes. */
  router: (routes: ReactNode) => ReactNode;
  /** react-helmet-async's context: the server passes its own, the browser none. */
  helmetContext?: object;
}

/** The same tree on the server (web/src/entry-server.tsx) and in the browser (main.tsx). */
export function App({ queryClient, renderedAt, router, helmetContext }: AppProps) {
  return (
    <HelmetProvider context={helmetContext}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={1}
            anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
            Components={TOAST_COMPONENTS}
          >
            <RenderTimeProvider renderedAt={renderedAt}>{router(<AppRoutes />)}</RenderTimeProvider>
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
