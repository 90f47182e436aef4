/** Featured is 'true' or 'false', chosen by a Yes/No select (docs/product.md#forms). */
import { FormikTextField } from "../../../components/form/FormikTextField";

export function FeaturedSelect({ disabled = false }: { disabled?: boolean }) {
  return (
    <FormikTextField
      name="featured"
      label="Featured"
      select
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="false">No</option>
      <option value="true">Yes</option>
    </FormikTextField>
  );
}
