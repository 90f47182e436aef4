/**
 * The directory's map view (lazy-loaded: d3-geo never counts against a page's first load). Pins for the page's
 * businesses (its search, category and Open now: the map has no filter of its own), pins too close to tell apart
 * as one marker with a count, a card for the marker tapped, and the same businesses listed beside the map for
 * keyboards and screen readers. docs/decisions/0022-district-map.md, 0067-map-you-can-tap.md
 */
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { useMemo, useRef, useState, type MouseEvent } from "react";
import { BusinessMapList, businessItemId } from "./BusinessMapList";
import { MapAttribution } from "./MapAttribution";
import { MapLegend } from "./MapLegend";
import { clickToCanvas, districtProjection, toCanvas } from "./map-geometry";
import { markerAt, markersFor } from "./map-markers";
import { MapPin } from "./MapPin";
import { hasPosition, type MapBusiness } from "./map-types";
import { PinCard } from "./PinCard";
import { StreetMap } from "./StreetMap";
import { useDrawnScale } from "./use-drawn-scale";

const CANVAS = { width: 800, height: 560 };

export interface DistrictMapProps {
  businesses: MapBusiness[];
}

export default function DistrictMap({ businesses }: DistrictMapProps) {
  const [selected, setSelected] = useState<string[] | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const drawnScale = useDrawnScale(svg, CANVAS.width);
  const scale = drawnScale ?? 1;
  const projection = useMemo(() => districtProjection(CANVAS), []);
  const shown = businesses.filter(hasPosition).sort((a, b) => a.name.localeCompare(b.name));
  const markers = markersFor(
    shown.map((b) => {
      const [x, y] = toCanvas(projection, b);
      return { id: b.id, x, y, category: b.category };
    }),
    scale,
  );
  const selectedIds = selected?.filter((id) => shown.some((b) => b.id === id)) ?? [];
  const selectedBusinesses = shown.filter((b) => selectedIds.includes(b.id));

  /** A tap opens the marker nearest to it; the page itself never scrolls, only the list beside the map. */
  const tap = (event: MouseEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    const point = box && clickToCanvas(event, box, CANVAS);
    const marker = point ? markerAt(markers, point[0], point[1], scale) : null;
    setSelected(marker ? marker.ids : null);
    const item = marker && document.getElementById(businessItemId(marker.ids[0]!));
    const pane = list.current;
    if (item && pane && pane.scrollHeight > pane.clientHeight) {
      pane.scrollTo({ top: item.offsetTop - pane.offsetTop - 8 });
    }
  };

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <MapLegend categories={[...new Set(shown.map((b) => b.category))]} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box sx={{ position: "relative" }}>
            <StreetMap
              ref={svg}
              canvas={CANVAS}
              projection={projection}
              role="img"
              aria-label={`Map of historic downtown Boulder City with ${shown.length} businesses; they are listed beside the map.`}
              onClick={tap}
              // Present once the markers are grouped at the scale the map is drawn at (what a tap reads).
              data-drawn-scale={drawnScale ?? undefined}
              style={{ cursor: "pointer", touchAction: "manipulation" }}
            >
              {[...markers]
                .sort((a, b) => Number(a.key === selected?.join("+")) - Number(b.key === selected?.join("+")))
                .map((marker) => (
                  <MapPin
                    key={marker.key}
                    ids={marker.ids}
                    x={marker.x}
                    y={marker.y}
                    scale={scale}
                    category={marker.category}
                    selected={marker.ids.some((id) => selectedIds.includes(id))}
                  />
                ))}
            </StreetMap>
            {selectedBusinesses.length > 0 && (
              <PinCard businesses={selectedBusinesses} onClose={() => setSelected(null)} />
            )}
          </Box>
          <MapAttribution />
        </Grid>
        <Grid ref={list} size={{ xs: 12, md: 4 }} sx={{ maxHeight: { md: 560 }, overflowY: { md: "auto" } }}>
          {shown.length ? (
            <BusinessMapList
              businesses={shown}
              selectedId={selectedIds.length === 1 ? selectedIds[0]! : null}
              onSelect={(id) => setSelected(id ? [id] : null)}
            />
          ) : (
            <Typography color="text.secondary">None of these businesses are on the map yet.</Typography>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
