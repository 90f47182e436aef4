import ListIcon from "@mui/icons-material/ViewList";
import MapIcon from "@mui/icons-material/Map";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { DirectoryView } from "../use-directory-params";

/** The "Open now" filter and the list/map switch, both kept in the address bar. */
export function DirectoryToolbar({
  openNow,
  onOpenNowChange,
  view,
  onViewChange,
}: {
  openNow: boolean;
  onOpenNowChange: (value: boolean) => void;
  view: DirectoryView;
  onViewChange: (value: DirectoryView) => void;
}) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={openNow} onChange={(e) => onOpenNowChange(e.target.checked)} />}
        label="Open now"
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label="Show businesses as"
        onChange={(_, next: DirectoryView | null) => next && onViewChange(next)}
      >
        <ToggleButton value="list">
          <ListIcon aria-hidden sx={{ mr: 0.75 }} />
          List
        </ToggleButton>
        <ToggleButton value="map">
          <MapIcon aria-hidden sx={{ mr: 0.75 }} />
          Map
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
