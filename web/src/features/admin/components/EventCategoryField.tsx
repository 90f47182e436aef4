/**
 * An event's category, chosen from the list staff manage (docs/product.md#event-categories), or none. A category the
 * event already has that the list no longer holds stays offered, so saving other changes keeps it.
 */
import { useFormikContext } from "formik";
import { useEventCategories } from "../queries";
import type { EventFormValues } from "../forms/event-form";
import { NativeSelectField } from "./NativeSelectField";

export function EventCategoryField({ disabled }: { disabled: boolean }) {
  const { values, initialValues } = useFormikContext<EventFormValues>();
  const list = useEventCategories();
  const names = (list.data ?? []).map((c) => c.name);
  const kept = initialValues.category && !names.includes(initialValues.category) ? [initialValues.category] : [];
  const options = [
    ["", "None"] as const,
    ...[...names, ...kept].map((name) => [name, kept.includes(name) ? `${name} (no longer listed)` : name] as const),
  ];
  return (
    <NativeSelectField
      name="category"
      label="Category"
      fullWidth
      disabled={disabled || list.isPending}
      options={options}
      helperText={
        list.isError
          ? "The categories could not be loaded."
          : values.category === "" && names.length === 0 && !list.isPending
            ? "No categories yet: add them with Categories on the Events tab."
            : undefined
      }
    />
  );
}
