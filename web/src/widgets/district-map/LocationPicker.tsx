/**
 * For the admin business form: click the map (or use the arrow keys) to set where the business's pin goes.
 * Lazy-loaded like the other maps.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useId, useMemo, type KeyboardEvent, type MouseEvent } from "react";
import { MapAttribution } from "./MapAttribution";
import { clickToCanvas, districtProjection, fromCanvas, nudge, toCanvas } from "./map-geometry";
import { MapPin } from "./MapPin";
import type { LatLng } from "./map-types";
import { StreetMap } from "./StreetMap";

const CANVAS = { width: 800, height: 560 };
/** Arrow keys move the pin 5 m, or 25 m with Shift. */
const STEP = 5;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export interface LocationPickerProps {
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  /** Colours the pin like the business's category. */
  category?: BusinessCategory;
}

export default function LocationPicker({ value, onChange, category = "shopping" }: LocationPickerProps) {
  const id = useId();
  const projection = useMemo(() => districtProjection(CANVAS), []);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const point = clickToCanvas(event, event.currentTarget.getBoundingClientRect(), CANVAS);
    if (point) onChange(fromCanvas(projection, point[0], point[1]));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const start = value ?? fromCanvas(projection, CANVAS.width / 2, CANVAS.height / 2);
    const step = event.shiftKey ? STEP * 5 : STEP;
    onChange(value ? nudge(start, direction[0] * step, direction[1] * step) : start);
  };
  const pin = value ? toCanvas(projection, value) : null;

  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary">
        Click the map where the business is. With the keyboard, focus the map and use the arrow keys (Shift for bigger
        steps).
      </Typography>
      <StreetMap
        canvas={CANVAS}
        projection={projection}
        role="application"
        tabIndex={0}
        aria-label="Map position of the business"
        aria-describedby={`${id}-help ${id}-value`}
        onClick={onClick}
        onKeyDown={onKeyDown}
        style={{ cursor: "crosshair" }}
      >
        {pin && <MapPin x={pin[0]} y={pin[1]} category={category} selected />}
      </StreetMap>
      <MapAttribution />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Typography id={`${id}-value`} role="status">
          {value
            ? `Pin at ${value.lat.toFixed(6)}, ${value.lng.toFixed(6)}`
            : "No pin yet: the business won't show on the map."}
        </Typography>
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Remove pin
          </Button>
        )}
      </Box>
    </Box>
  );
}
