/**
 * Open now and the list/map switch: controls of the directory's GET form (`form` attribute), so they work before
 * the app runs. The switch is a pair of radio buttons, and both views are on the page: CSS shows the chosen one
 * (DirectoryViews), so it answers at once; the app then writes the choice into the address.
 */
import ListIcon from "@mui/icons-material/ViewList";
import MapIcon from "@mui/icons-material/Map";
import Box from "@mui/material/Box";
import { visuallyHidden } from "../../../components/visually-hidden";
import type { DirectoryFilters, DirectoryView } from "../use-directory-params";
import { SEARCH_FORM_ID } from "./SearchBar";

const VIEWS = [
  { value: "list", label: "List", Icon: ListIcon },
  { value: "map", label: "Map", Icon: MapIcon },
] as const satisfies readonly { value: DirectoryView; label: string; Icon: unknown }[];

/** A native checkbox drawn as a switch: it works before the app runs and says "on" or "off" to screen readers. */
const switchLook = {
  appearance: "none",
  m: 0,
  width: 42,
  height: 24,
  borderRadius: 999,
  bgcolor: "rgba(43, 33, 24, 0.35)",
  position: "relative",
  cursor: "pointer",
  transition: "background-color .15s",
  "&::after": {
    content: '""',
    position: "absolute",
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: "50%",
    bgcolor: "common.white",
    transition: "transform .15s",
  },
  "&:checked": { bgcolor: "secondary.main" },
  "&:checked::after": { transform: "translateX(18px)" },
  "&:focus-visible": { outline: "3px solid", outlineColor: "warning.main", outlineOffset: 2 },
} as const;

export function DirectoryToolbar({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (change: Partial<DirectoryFilters>, options?: { replace?: boolean }) => void;
}) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 2 }}>
      <Box component="label" sx={{ display: "inline-flex", alignItems: "center", gap: 1.25, cursor: "pointer" }}>
        <Box
          component="input"
          type="checkbox"
          role="switch"
          name="open"
          value="now"
          form={SEARCH_FORM_ID}
          defaultChecked={filters.open}
          onChange={(e) => onChange({ open: e.target.checked })}
          sx={switchLook}
        />
        Open now
      </Box>
      <Box component="fieldset" sx={{ display: "flex", gap: 1, border: 0, m: 0, p: 0 }}>
        <Box component="legend" sx={visuallyHidden}>
          Show businesses as
        </Box>
        {VIEWS.map(({ value, label, Icon }) => (
          <Box
            key={value}
            component="label"
            sx={{
              display: "inline-flex",
              alignItems: "center",
              gap: 0.75,
              px: 2,
              py: 0.75,
              borderRadius: 999,
              border: "1px solid",
              borderColor: "secondary.main",
              color: "secondary.main",
              fontWeight: 600,
              fontSize: "0.875rem",
              cursor: "pointer",
              "&:has(input:checked)": { bgcolor: "secondary.main", color: "common.white" },
              "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "warning.main", outlineOffset: 2 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name="view"
              value={value}
              form={SEARCH_FORM_ID}
              defaultChecked={filters.view === value}
              onChange={() => onChange({ view: value }, { replace: true })}
              sx={visuallyHidden}
            />
            <Icon aria-hidden fontSize="small" />
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
