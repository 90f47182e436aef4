import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { api } from "@main-street/domain/paths";
import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../widgets/auth";
import { WHEN_COMPACT } from "./compact";
import { DesktopNav } from "./DesktopNav";
import { MobileNav } from "./MobileNav";
import { SiteLogo } from "./SiteLogo";
import { Button } from "../../components/Button";

// Only signed-in visitors need the menu code.
const UserMenu = lazy(() => import("./UserMenu"));

/**
 * Large header: logo row, plus the navigation row on wide screens; compact once scrolled (WHEN_COMPACT). The spacer
 * below always keeps the large height, so compacting the fixed header never shifts the page.
 */
const HEADER_HEIGHT = { xs: 72, md: 92, lg: 136 } as const;
const COMPACT_HEIGHT = { xs: 60, lg: 68 } as const;

export function Header() {
  const { user, isAdmin } = useCurrentUser();
  return (
    <>
      <Box
        component="header"
        sx={{
          position: "fixed",
          inset: "0 0 auto 0",
          zIndex: (t) => t.zIndex.appBar,
          bgcolor: "secondary.main",
          color: "common.white",
          height: HEADER_HEIGHT,
          display: "flex",
          alignItems: "center",
          transition: "height .2s ease, box-shadow .2s ease",
          borderBottom: "3px solid",
          borderColor: "warning.main",
          [WHEN_COMPACT]: { height: COMPACT_HEIGHT, boxShadow: "0 4px 18px rgba(20,39,64,.35)" },
        }}
      >
        <Container
          maxWidth="xl"
          sx={{
            display: "flex",
            // One row below lg, whoever is signed in (the navigation's own row is for wide screens).
            flexWrap: { xs: "nowrap", lg: "wrap" },
            alignItems: "center",
            justifyContent: "space-between",
            columnGap: 2,
          }}
        >
          <SiteLogo />
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, order: 2, flexShrink: 0 }}>
            <Box sx={{ display: { xs: user ? "block" : "none", lg: "block" } }}>
              {user ? (
                <Suspense fallback={null}>
                  <UserMenu user={user} isAdmin={isAdmin} />
                </Suspense>
              ) : (
                <Button href={api.login.href()} variant="contained" color="primary" size="small">
                  Login
                </Button>
              )}
            </Box>
            <MobileNav showLogin={!user} />
          </Box>
          <DesktopNav />
        </Container>
      </Box>
      <Box aria-hidden sx={{ height: HEADER_HEIGHT }} />
    </>
  );
}
