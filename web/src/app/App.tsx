import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import { useState } from "react";
import { HelmetProvider } from "react-helmet-async";
import { BrowserRouter } from "react-router-dom";
import { createQueryClient } from "../lib/query-client";
import { RenderTimeProvider } from "../lib/render-time";
import { theme } from "../theme/theme";
import { AppRoutes } from "./routes";
import { TOAST_COMPONENTS } from "./ToastContent";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [renderedAt] = useState(Date.now);
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={1}
            anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
            Components={TOAST_COMPONENTS}
          >
            <RenderTimeProvider renderedAt={renderedAt}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </RenderTimeProvider>
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
