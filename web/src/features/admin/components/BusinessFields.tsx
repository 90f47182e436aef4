/**
 * The business form's fields, shared by the Add Business dialog and the Edit Business screen. The category
 * offers only the five public categories (docs/decisions/0003-business-categories.md).
 */
import Grid from "@mui/material/Grid";
import type { Business } from "@main-street/domain/business";
import { BUSINESS_CATEGORIES, CATEGORY_LABELS } from "@main-street/domain/categories";
import { LIMITS } from "@main-street/domain/fields";
import { useFormikContext } from "formik";
import { FormikTextField } from "../../../components/form/FormikTextField";
import type { BusinessFormValues } from "../forms/business-form";
import type { FieldsProps } from "../records/admin-record";
import { DescriptionField } from "./DescriptionField";
import { FeaturedSelect } from "./FeaturedSelect";
import { AccessFormField, HoursFormField, LocationField, SpecialHoursFormField } from "./BusinessPlaceFields";
import { ImageField } from "./ImageField";
import { NativeSelectField } from "./NativeSelectField";

const CATEGORY_OPTIONS = [
  ["", "Select a category"],
  ...BUSINESS_CATEGORIES.map((category) => [category, CATEGORY_LABELS[category]] as const),
] as const;

export function BusinessFields({ mode, disabled }: FieldsProps<Business>) {
  const editing = mode === "edit";
  const { values } = useFormikContext<BusinessFormValues>();
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="name" label="Name" required disabled={disabled} max={LIMITS.title} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NativeSelectField name="category" label="Category" required disabled={disabled} options={CATEGORY_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="subcategory" label="Subcategory" disabled={disabled} max={LIMITS.shortText} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FeaturedSelect disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <DescriptionField disabled={disabled} uploadCalls={editing ? "objects" : "admin"} />
      </Grid>
      {editing && (
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
      <Grid size={12}>
        <FormikTextField name="address" label="Address" disabled={disabled} max={LIMITS.shortText} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="phone" label="Phone" type="tel" disabled={disabled} max={LIMITS.phone} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="email" label="Email" type="email" disabled={disabled} max={LIMITS.email} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="website"
          label="Website"
          type="url"
          placeholder="https://"
          disabled={disabled}
          max={LIMITS.url}
        />
      </Grid>
      {editing && (
        <Grid size={12}>
          <HoursFormField disabled={disabled} />
        </Grid>
      )}
      {editing && (
        <Grid size={12}>
          <SpecialHoursFormField disabled={disabled} />
        </Grid>
      )}
      {editing && (
        <Grid size={12}>
          <AccessFormField disabled={disabled} />
        </Grid>
      )}
      {editing && (
        <Grid size={12}>
          <LocationField category={values.category} />
        </Grid>
      )}
      {editing && (
        <Grid size={12}>
          <ImageField disabled={disabled} />
        </Grid>
      )}
      <Grid size={12}>
        <FormikTextField
          name="tags"
          label="Tags"
          disabled={disabled}
          helperText="Separate tags with commas, e.g. breakfast, patio, family friendly"
        />
      </Grid>
    </Grid>
  );
}
