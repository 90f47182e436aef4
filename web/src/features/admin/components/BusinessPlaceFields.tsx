/** The edit screen's week grid of opening hours and its map pin, bound to the business form (business-form.ts). */
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useField } from "formik";
import { Suspense } from "react";
import { LocationPicker, type LatLng } from "../../../widgets/district-map";
import { HoursEditor, type WeekGrid } from "../../../widgets/hours-editor";

export function WeekHoursField({ disabled }: { disabled: boolean }) {
  const [field, , helpers] = useField<WeekGrid>("week");
  return <HoursEditor value={field.value} onChange={(value) => void helpers.setValue(value)} disabled={disabled} />;
}

export function LocationField({ category }: { category: BusinessCategory | "" }) {
  const [field, , helpers] = useField<LatLng | null>("location");
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Location on the district map
      </Typography>
      <Suspense fallback={<Typography color="text.secondary">Loading the map...</Typography>}>
        <LocationPicker
          value={field.value}
          onChange={(value) => void helpers.setValue(value)}
          category={category || undefined}
        />
      </Suspense>
    </>
  );
}
