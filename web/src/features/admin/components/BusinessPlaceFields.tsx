/**
 * The edit screen's opening hours (the week and its note), special hours, access details and map pin, bound to the
 * business form (business-form.ts).
 */
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useField, useFormikContext } from "formik";
import { Suspense } from "react";
import { LocationPicker, type LatLng } from "../../../widgets/district-map";
import { AccessEditor, type AccessForm } from "../../../widgets/access-editor";
import { HoursField, SpecialHoursField, type WeekGrid } from "../../../widgets/hours-editor";
import type { BusinessFormValues } from "../forms/business-form";
import { flatErrors } from "../../../lib/flat-errors";

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

/** Special days and seasons: each row shows its own messages (the schema's, and dates that have passed). */
export function SpecialHoursFormField({ disabled }: { disabled: boolean }) {
  const { errors, submitCount, touched } = useFormikContext<BusinessFormValues>();
  const shown = submitCount > 0 || touched.exceptions || touched.seasons ? flatErrors(errors) : {};
  return <SpecialHoursField disabled={disabled} shown={shown} />;
}

export function AccessFormField({ disabled }: { disabled: boolean }) {
  const [field, meta, helpers] = useField<AccessForm>("access");
  return (
    <AccessEditor
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      problems={flatErrors(meta.error)}
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
