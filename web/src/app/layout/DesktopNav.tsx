import Box from "@mui/material/Box";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

/**
 * Navigation for wide screens: its own row under the logo in the large header (`fullRow`), inline between
 * the logo and Login in the compact one. The active link has aria-current and a gold underline.
 */
export function DesktopNav({ fullRow }: { fullRow: boolean }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: "none", lg: "block" },
        order: fullRow ? 3 : 1,
        flexBasis: fullRow ? "100%" : "auto",
        mt: fullRow ? 1.5 : 0,
        pt: fullRow ? 0.5 : 0,
        borderTop: fullRow ? "1px solid rgba(255,255,255,.14)" : "none",
        ml: fullRow ? 0 : "auto",
      }}
    >
      <Box component="ul" sx={{ display: "flex", gap: fullRow ? 1.5 : 0.5, listStyle: "none", m: 0, p: 0 }}>
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
