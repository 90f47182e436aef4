import ListIcon from "@mui/icons-material/ViewList";
import MapIcon from "@mui/icons-material/Map";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Button from "@mui/material/Button";
import type { DirectoryView } from "../use-directory-params";

/** Two plain toggle buttons: the same keyboard and screen-reader story as a toggle group, in far less code. */
const VIEWS = [
  { value: "list", label: "List", Icon: ListIcon },
  { value: "map", label: "Map", Icon: MapIcon },
] as const satisfies readonly { value: DirectoryView; label: string; Icon: unknown }[];

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
      <Box role="group" aria-label="Show businesses as" sx={{ display: "flex", gap: 1 }}>
        {VIEWS.map(({ value, label, Icon }) => (
          <Button
            key={value}
            size="small"
            variant={view === value ? "contained" : "outlined"}
            color="secondary"
            aria-pressed={view === value}
            startIcon={<Icon aria-hidden />}
            onClick={() => view !== value && onViewChange(value)}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
