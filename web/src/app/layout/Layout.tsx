import Box from "@mui/material/Box";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingState } from "../../components/LoadingState";
import { Region } from "../../components/Region";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollRestoration } from "./ScrollRestoration";

/** The page frame: skip link, header, the route's page, footer; each hydrates on its own. */
export function Layout() {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <ScrollRestoration />
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: "warning.main",
          color: "text.primary",
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          "&:focus": { top: 8 },
        }}
      >
        Skip to main content
      </Box>
      <Region>
        <Header />
      </Region>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: "none", minHeight: "100vh" }}>
        <Suspense fallback={<LoadingState text="Loading..." minHeight={480} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Region>
        <Footer />
      </Region>
    </Box>
  );
}
