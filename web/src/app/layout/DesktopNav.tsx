import Box from "@mui/material/Box";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { WHEN_COMPACT } from "./compact";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

/**
 * Navigation for wide screens: its own row under the logo in the large header, inline between the logo and Login
 * in the compact one. The active link has aria-current and a gold underline.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: "none", lg: "block" },
        order: 3,
        flexBasis: "100%",
        mt: 1.5,
        pt: 0.5,
        borderTop: "1px solid rgba(255,255,255,.14)",
        [WHEN_COMPACT]: { order: 1, flexBasis: "auto", mt: 0, pt: 0, borderTop: "none", ml: "auto" },
      }}
    >
      <Box
        component="ul"
        sx={{ display: "flex", gap: 1.5, listStyle: "none", m: 0, p: 0, [WHEN_COMPACT]: { gap: 0.5 } }}
      >
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Box
                component={RouterLink}
                to={item.to}
                aria-current={active ? "page" : undefined}
                sx={{
                  display: "block",
                  px: 1.25,
                  py: 1,
                  color: active ? "warning.light" : "common.white",
                  fontWeight: 600,
                  fontSize: "0.95rem",
                  textDecoration: "none",
                  whiteSpace: "nowrap",
                  borderBottom: "3px solid",
                  borderColor: active ? "warning.main" : "transparent",
                  transition: "color .15s, border-color .15s",
                  "&:hover": { color: "warning.light", borderColor: "rgba(232,163,61,.5)" },
                }}
              >
                {item.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
