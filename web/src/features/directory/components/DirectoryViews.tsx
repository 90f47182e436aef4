import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/**
 * Shows the list or the map, whichever view radio (DirectoryToolbar) is checked: both are on the page, so the switch
 * is CSS alone and answers at once, with or without the app.
 */
export function DirectoryViews({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        '&:has(input[name="view"][value="map"]:checked) [data-view="list"]': { display: "none" },
        '&:not(:has(input[name="view"][value="map"]:checked)) [data-view="map"]': { display: "none" },
      }}
    >
      {children}
    </Box>
  );
}
