/**
 * The phone menu: a native popover (docs/decisions/0035). The button opens it and Escape, a tap outside or Close
 * shut it, all without the app; once the app runs, following a link inside it closes it too.
 */
import CloseIcon from "@mui/icons-material/Close";
import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import { api } from "@main-street/domain/paths";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { popoverAttributes, popoverTargetAttributes } from "../../lib/popover";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";
import { IconButton } from "../../components/Button";

const MENU_ID = "mobile-menu";

const itemStyle = {
  display: "block",
  px: 2,
  py: 1.5,
  borderRadius: 2,
  borderLeft: "4px solid transparent",
  color: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { bgcolor: "rgba(255,255,255,.08)" },
} as const;

export function MobileNav({ showLogin }: { showLogin: boolean }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = menu.current as (HTMLElement & { hidePopover?: () => void }) | null;
    if (element?.matches(":popover-open")) element.hidePopover?.();
  }, [pathname]);

  return (
    <Box sx={{ display: { xs: "block", lg: "none" } }}>
      <IconButton aria-label="Open menu" {...popoverTargetAttributes(MENU_ID)} sx={{ mr: -1 }}>
        <MenuIcon />
      </IconButton>
      <Box
        ref={menu}
        component="nav"
        id={MENU_ID}
        aria-label="Main"
        {...popoverAttributes}
        sx={{
          inset: "0 0 0 auto",
          m: 0,
          width: "min(300px, 85vw)",
          height: "100dvh",
          maxHeight: "none",
          border: 0,
          p: 2,
          bgcolor: "secondary.main",
          color: "common.white",
          boxShadow: 8,
          "&::backdrop": { background: "rgba(20, 39, 64, 0.5)" },
        }}
      >
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <IconButton aria-label="Close menu" {...popoverTargetAttributes(MENU_ID, "hide")}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <Box
                  component={RouterLink}
                  to={item.to}
                  aria-current={active ? "page" : undefined}
                  sx={{ ...itemStyle, ...(active && { borderLeftColor: "warning.main", color: "warning.light" }) }}
                >
                  {item.label}
                </Box>
              </li>
            );
          })}
          {showLogin && (
            <li>
              <Box
                component="a"
                href={api.login.href()}
                sx={{
                  ...itemStyle,
                  mt: 2,
                  textAlign: "center",
                  fontWeight: 700,
                  bgcolor: "primary.main",
                  "&:hover": { bgcolor: "primary.dark" },
                }}
              >
                Login
              </Box>
            </li>
          )}
        </Box>
      </Box>
    </Box>
  );
}
