/**
 * A Formik-bound choice among fixed options, as the browser's own select: quick on phones and read by every screen
 * reader. The label stays above the field, since a native select always shows its current option.
 */
import type { ComponentProps } from "react";
import { FormikTextField } from "../../../components/form/FormikTextField";

type Props = Omit<ComponentProps<typeof FormikTextField>, "select" | "children" | "max"> & {
  /** Each option's value and label, in order. */
  options: readonly (readonly [value: string, label: string])[];
};

export function NativeSelectField({ options, slotProps, ...rest }: Props) {
  return (
    <FormikTextField
      {...rest}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </FormikTextField>
  );
}
