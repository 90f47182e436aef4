/** The event form's fields, shared by the Add Event dialog and the Edit Event screen. */
import Grid from "@mui/material/Grid";
import type { CommunityEvent } from "@main-street/domain/event";
import { LIMITS } from "@main-street/domain/fields";
import { LARGE_UPLOAD_MAX_MB } from "@main-street/domain/uploads";
import { FormikTextField } from "../../../components/form/FormikTextField";
import type { FieldsProps } from "../records/admin-record";
import { DescriptionField } from "./DescriptionField";
import { EventCategoryField } from "./EventCategoryField";
import { FeaturedSelect } from "./FeaturedSelect";
import { HostBusinessField } from "./HostBusinessField";
import { ImageField } from "./ImageField";
import { RepeatEditor } from "./RepeatEditor";

export function EventFields({ mode, disabled }: FieldsProps<CommunityEvent>) {
  // docs/product.md#forms: adding needs title, description and date; the edit screen requires only the title.
  const adding = mode === "add";
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormikTextField name="title" label="Title" required disabled={disabled} max={LIMITS.title} />
      </Grid>
      <Grid size={12}>
        <DescriptionField required={adding} disabled={disabled} uploadCalls={adding ? "admin" : "objects"} />
      </Grid>
      {!adding && (
        <Grid size={12}>
          <FormikTextField
            name="excerpt"
            label="Excerpt"
            disabled={disabled}
            multiline
            minRows={2}
            max={LIMITS.excerpt}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="date"
          label="Date"
          type="date"
          required={adding}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="time" label="Time" placeholder="7 PM" disabled={disabled} max={60} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {/* docs/product.md#events-today: a festival over several days; its time runs from the first day to this. */}
        <FormikTextField
          name="endDate"
          label="Last day (over several days)"
          type="date"
          disabled={disabled}
          helperText="Leave empty for an event on one day"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="location" label="Location" disabled={disabled} max={LIMITS.shortText} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <EventCategoryField disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <HostBusinessField disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ImageField disabled={disabled} maxSizeMB={LARGE_UPLOAD_MAX_MB} uploadCalls={adding ? "admin" : "objects"} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FeaturedSelect disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <RepeatEditor disabled={disabled} />
      </Grid>
    </Grid>
  );
}
