/** The description input: plain multiline text for now; the rich-text editor issue replaces this one component. */
import { LIMITS } from "@domain/fields";
import { FormikTextField } from "../../../components/form/FormikTextField";

export function DescriptionField({ required = false, disabled = false }: { required?: boolean; disabled?: boolean }) {
  return (
    <FormikTextField
      name="description"
      label="Description"
      required={required}
      disabled={disabled}
      multiline
      minRows={6}
      max={LIMITS.html}
      helperText="HTML is allowed."
    />
  );
}
