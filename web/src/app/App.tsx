import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/system";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RenderEnvironmentProvider, type RenderEnvironment } from "../lib/render-context";
import { theme } from "../theme/theme";

export interface AppProps {
  queryClient: QueryClient;
  /** When and where this render happens (the server's instant when hydrating its HTML). */
  environment: RenderEnvironment;
  /** The data router: RouterProvider in the browser, StaticRouterProvider on the server. */
  router: ReactNode;
}

/**
 * The same tree on the server (web/src/entry-server.tsx) and in the browser (app/start-app.tsx). Kept to what every
 * page needs: toasts load with the first toast, page meta is a small effect (app/use-page-head.ts).
 */
export function App({ queryClient, environment, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RenderEnvironmentProvider environment={environment}>{router}</RenderEnvironmentProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
