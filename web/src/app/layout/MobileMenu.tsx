/** The phone menu's drawer, loaded when the menu is first opened (Drawer brings Modal, transitions, focus trap). */
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

export default function MobileMenu({
  open,
  close,
  showLogin,
}: {
  open: boolean;
  close: () => void;
  showLogin: boolean;
}) {
  const { pathname } = useLocation();
  return (
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
              <ListItemText primary="Login" slotProps={{ primary: { sx: { fontWeight: 700, textAlign: "center" } } }} />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
