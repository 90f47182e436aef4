import LogoutIcon from "@mui/icons-material/Logout";
import PersonIcon from "@mui/icons-material/Person";
import DashboardIcon from "@mui/icons-material/SpaceDashboard";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { User } from "@main-street/domain/user";
import { api, pages } from "@main-street/domain/paths";
import { useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { displayName } from "../../widgets/auth";
import { visuallyHidden } from "../../components/visually-hidden";
import { useMyListingsMenuItems } from "../../features/owner/widget";

export default function UserMenu({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const logoutForm = useRef<HTMLFormElement>(null);
  const close = () => setAnchor(null);
  const listingItems = useMyListingsMenuItems(close);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        startIcon={
          <Avatar
            src={user.profileImageUrl || undefined}
            alt=""
            sx={{ width: 28, height: 28, bgcolor: "warning.main", color: "text.primary" }}
          >
            <PersonIcon fontSize="small" />
          </Avatar>
        }
      >
        {/* On a phone the avatar stands for the name, which screen readers still hear. */}
        <Box
          component="span"
          sx={{
            "@media (max-width: 599.95px)": visuallyHidden,
            maxWidth: 180,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
        >
          {displayName(user)}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { "aria-labelledby": buttonId } }}
      >
        <MenuItem component={RouterLink} to={pages.profile.href()} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        {listingItems}
        {isAdmin && (
          <MenuItem component={RouterLink} to={pages.admin.href()} onClick={close}>
            <ListItemIcon>
              <DashboardIcon fontSize="small" />
            </ListItemIcon>
            Admin Dashboard
          </MenuItem>
        )}
        {/* A form post, not a link: the server ends the session only for a POST from the site (CSRF-checked),
            then redirects home. */}
        <MenuItem onClick={() => logoutForm.current?.submit()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <form ref={logoutForm} method="post" action={api.logout.href()} hidden />
    </>
  );
}
