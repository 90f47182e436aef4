/** The image value: an uploaded /objects/... path or a web address. The upload issue swaps in its upload control here. */
import { LIMITS } from "@domain/fields";
import { FormikTextField } from "../../../components/form/FormikTextField";

export function ImageField({ disabled = false }: { disabled?: boolean }) {
  return (
    <FormikTextField
      name="image"
      label="Image URL"
      disabled={disabled}
      max={LIMITS.url}
      helperText="A web address (https://...) or an uploaded image path (/objects/...)."
    />
  );
}
