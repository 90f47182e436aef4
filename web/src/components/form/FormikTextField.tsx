/**
 * A labelled MUI text field bound to Formik. Required fields get the asterisk (*); `max` (from LIMITS)
 * caps the input and is shown as a running count, replaced by the field's error once touched.
 */
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useField } from "formik";

type Props = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error"> & {
  name: string;
  max?: number;
};

export function FormikTextField({ name, max, helperText, slotProps, ...rest }: Props) {
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  const count = max ? `${field.value.length}/${max} characters` : undefined;
  return (
    <TextField
      {...rest}
      {...field}
      id={rest.id ?? `field-${name}`}
      error={showError}
      helperText={showError ? meta.error : (helperText ?? count)}
      slotProps={{ ...slotProps, htmlInput: { maxLength: max, ...(slotProps?.htmlInput as object) } }}
    />
  );
}
