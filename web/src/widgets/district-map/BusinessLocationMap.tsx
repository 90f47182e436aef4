/** The small map on a business page: the streets around it and its pin. Lazy-loaded, like the district map. */
import Box from "@mui/material/Box";
import { useMemo } from "react";
import { MapAttribution } from "./MapAttribution";
import { districtProjection, toCanvas } from "./map-geometry";
import { MapPin } from "./MapPin";
import { hasPosition, type MapBusiness } from "./map-types";
import { StreetMap } from "./StreetMap";

const CANVAS = { width: 400, height: 260 };

export interface BusinessLocationMapProps {
  business: MapBusiness;
}

export default function BusinessLocationMap({ business }: BusinessLocationMapProps) {
  const lat = hasPosition(business) ? business.lat : null;
  const lng = hasPosition(business) ? business.lng : null;
  const projection = useMemo(
    () => (lat !== null && lng !== null ? districtProjection(CANVAS, { lat, lng }) : null),
    [lat, lng],
  );
  if (lat === null || lng === null || !projection) return null;
  const [x, y] = toCanvas(projection, { lat, lng });
  return (
    <Box>
      <StreetMap
        canvas={CANVAS}
        projection={projection}
        role="img"
        aria-label={`Map: ${business.name} in historic downtown Boulder City${business.address ? `, at ${business.address}` : ""}.`}
      >
        <MapPin x={x} y={y} category={business.category} selected />
      </StreetMap>
      <MapAttribution />
    </Box>
  );
}
