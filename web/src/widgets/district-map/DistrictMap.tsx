/**
 * The directory's map view (lazy-loaded: d3-geo never counts against a page's first load). Pins for businesses with
 * coordinates, a category filter, a card per pin, and the same businesses listed beside the map for keyboards and
 * screen readers. docs/decisions/0022-district-map.md
 */
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useMemo, useState } from "react";
import { BusinessMapList, businessItemId } from "./BusinessMapList";
import { CategoryFilter } from "./CategoryFilter";
import { MapAttribution } from "./MapAttribution";
import { districtProjection, toCanvas } from "./map-geometry";
import { MapPin } from "./MapPin";
import { hasPosition, type MapBusiness } from "./map-types";
import { PinCard } from "./PinCard";
import { StreetMap } from "./StreetMap";

const CANVAS = { width: 800, height: 560 };

export interface DistrictMapProps {
  businesses: MapBusiness[];
  /** Controlled category (e.g. from the address bar); omit to let the map keep its own. */
  category?: BusinessCategory | null;
  onCategoryChange?: (category: BusinessCategory | null) => void;
}

export default function DistrictMap({ businesses, category, onCategoryChange }: DistrictMapProps) {
  const [ownCategory, setOwnCategory] = useState<BusinessCategory | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const projection = useMemo(() => districtProjection(CANVAS), []);
  const shownCategory = category === undefined ? ownCategory : category;
  const shown = businesses
    .filter(hasPosition)
    .filter((b) => !shownCategory || b.category === shownCategory)
    .sort((a, b) => a.name.localeCompare(b.name));
  const selected = shown.find((b) => b.id === selectedId) ?? null;

  const changeCategory = (next: BusinessCategory | null) => {
    setOwnCategory(next);
    onCategoryChange?.(next);
  };
  const selectFromPin = (id: string) => {
    setSelectedId(id);
    document.getElementById(businessItemId(id))?.scrollIntoView?.({ block: "nearest" });
  };

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <CategoryFilter value={shownCategory} onChange={changeCategory} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box sx={{ position: "relative" }}>
            <StreetMap
              canvas={CANVAS}
              projection={projection}
              role="img"
              aria-label={`Map of historic downtown Boulder City with ${shown.length} businesses; they are listed beside the map.`}
            >
              {[...shown]
                .sort((a, b) => Number(a.id === selectedId) - Number(b.id === selectedId))
                .map((b) => {
                  const [x, y] = toCanvas(projection, b);
                  return (
                    <MapPin
                      key={b.id}
                      id={b.id}
                      x={x}
                      y={y}
                      category={b.category}
                      selected={b.id === selectedId}
                      onClick={() => selectFromPin(b.id)}
                    />
                  );
                })}
            </StreetMap>
            {selected && <PinCard business={selected} onClose={() => setSelectedId(null)} />}
          </Box>
          <MapAttribution />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ maxHeight: { md: 560 }, overflowY: { md: "auto" } }}>
          {shown.length ? (
            <BusinessMapList businesses={shown} selectedId={selectedId} onSelect={setSelectedId} />
          ) : (
            <Typography color="text.secondary">No businesses in this category are on the map yet.</Typography>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
