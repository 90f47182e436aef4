/** The image value: an uploaded /objects/... path, set through the image-upload control. */
import { useField } from "formik";
import { ImageUpload, type UploadCalls } from "../../../widgets/uploads";

export function ImageField({
  disabled = false,
  maxSizeMB,
  uploadCalls = "objects",
}: {
  disabled?: boolean;
  /** 5 MB by default, 10 MB for the event image (docs/product.md#uploads). */
  maxSizeMB?: number;
  /** The Add dialogs use the /api/admin upload calls, the edit screens /api/objects (docs/product.md#uploads). */
  uploadCalls?: UploadCalls;
}) {
  const [field, meta, helpers] = useField<string>("image");
  return (
    <ImageUpload
      label="Image"
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      maxSizeMB={maxSizeMB}
      calls={uploadCalls}
      disabled={disabled}
      helperText={meta.error}
    />
  );
}
