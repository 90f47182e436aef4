/** The description input: the rich-text editor (loaded lazily, so draft-js stays out of other screens). */
import { useField } from "formik";
import { LazyDescriptionEditor } from "../../../widgets/editor";
import type { UploadCalls } from "../../../widgets/uploads";

export function DescriptionField({
  required = false,
  disabled = false,
  uploadCalls = "objects",
}: {
  required?: boolean;
  disabled?: boolean;
  /** The Add dialogs use the /api/admin upload calls, the edit screens /api/objects (docs/product.md#uploads). */
  uploadCalls?: UploadCalls;
}) {
  const [field, meta, helpers] = useField<string>("description");
  const showError = Boolean(meta.touched && meta.error);
  return (
    <LazyDescriptionEditor
      value={field.value}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true)}
      required={required}
      disabled={disabled}
      error={showError}
      helperText={showError ? meta.error : undefined}
      uploadCalls={uploadCalls}
    />
  );
}
