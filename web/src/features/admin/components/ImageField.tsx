/** The image value: an uploaded /objects/... path, set through the image-upload control. */
import { useField } from "formik";
import { ImageUpload, type UploadCalls } from "../../uploads";

export function ImageField({
  disabled = false,
  maxSizeMB,
  uploadCalls = "objects",
}: {
  disabled?: boolean;
  /** SPEC 9: 5 MB by default, 10 MB for the event image. */
  maxSizeMB?: number;
  /** The Add dialogs use the /api/admin upload calls, the edit screens the /api/objects ones (SPEC 7). */
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
