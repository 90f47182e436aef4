/** The edit screen's opening hours (the week and its note) and its map pin, bound to the business form (business-form.ts). */
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useField } from "formik";
import { Suspense } from "react";
import { LocationPicker, type LatLng } from "../../../widgets/district-map";
import { HoursField, type WeekGrid } from "../../../widgets/hours-editor";

export function HoursFormField({ disabled }: { disabled: boolean }) {
  const [week, , weekField] = useField<WeekGrid | null>("week");
  const [note, noteMeta, noteField] = useField<string>("hoursNote");
  return (
    <HoursField
      week={week.value}
      onWeekChange={(value) => void weekField.setValue(value)}
      note={note.value}
      onNoteChange={(value) => void noteField.setValue(value)}
      noteError={noteMeta.touched || noteMeta.error ? noteMeta.error : undefined}
      disabled={disabled}
    />
  );
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
