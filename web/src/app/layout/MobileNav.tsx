import CloseIcon from "@mui/icons-material/Close";
import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { useState } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

export function MobileNav({ showLogin }: { showLogin: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <Box sx={{ display: { xs: "block", lg: "none" } }}>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-controls="mobile-menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 300, bgcolor: "secondary.main", color: "common.white" } } }}
      >
        <Box id="mobile-menu" component="nav" aria-label="Main" sx={{ p: 2 }}>
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <IconButton color="inherit" aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <ListItemButton
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  onClick={close}
                  aria-current={active ? "page" : undefined}
                  sx={{
                    borderRadius: 2,
                    borderLeft: "4px solid",
                    borderColor: active ? "warning.main" : "transparent",
                    color: active ? "warning.light" : "inherit",
                  }}
                >
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              );
            })}
            {showLogin && (
              <ListItemButton
                component="a"
                href="/api/login"
                sx={{ borderRadius: 2, mt: 2, bgcolor: "primary.main", "&:hover": { bgcolor: "primary.dark" } }}
              >
                <ListItemText
                  primary="Login"
                  slotProps={{ primary: { sx: { fontWeight: 700, textAlign: "center" } } }}
                />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
