import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useState } from "react";

const MobileMenu = lazy(() => import("./MobileMenu"));

export function MobileNav({ showLogin }: { showLogin: boolean }) {
  const [open, setOpen] = useState(false);
  // The drawer's code loads on the first open and stays mounted after, so closing still animates.
  const [wanted, setWanted] = useState(false);
  return (
    <Box sx={{ display: { xs: "block", lg: "none" } }}>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-controls="mobile-menu"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} close={() => setOpen(false)} showLogin={showLogin} />
        </Suspense>
      )}
    </Box>
  );
}
