import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { Button } from "./Button";

export interface CenteredLinkButtonProps {
  to: string;
  color: "secondary" | "warning";
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Space above, in theme units. */
  mt?: number;
  children: ReactNode;
}

/** A section's closing call to action: one large button, centred, linking within the site. */
export function CenteredLinkButton({ to, color, startIcon, endIcon, mt = 0, children }: CenteredLinkButtonProps) {
  return (
    <Box sx={{ textAlign: "center", mt }}>
      <Button to={to} variant="contained" color={color} size="large" startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Button>
    </Box>
  );
}
