import { DEFAULT_UPLOAD_MAX_MB, MB } from "@main-street/domain/uploads";
import type { Toast } from "../../lib/use-toast";

const INVALID_TYPE_TOAST: Toast = {
  title: "Invalid file type",
  message: "Please select an image file",
  variant: "error",
};
const tooLargeToast = (maxMB: number): Toast => ({
  title: "File too large",
  message: `Please select an image smaller than ${maxMB}MB`,
  variant: "error",
});
const UPLOAD_FAILED_TOAST: Toast = {
  title: "Upload failed",
  message: "There was an error uploading your image. Please try again.",
  variant: "error",
};
export const UPLOADED_TOAST: Toast = { title: "Image uploaded successfully", variant: "success" };

/** The refusal toast for a chosen file, or null when it may be uploaded (any image/* type, at most maxMB). */
export function checkImageFile(file: File, maxMB = DEFAULT_UPLOAD_MAX_MB): Toast | null {
  if (!file.type.startsWith("image/")) return INVALID_TYPE_TOAST;
  if (file.size > maxMB * MB) return tooLargeToast(maxMB);
  return null;
}

/**
 * The toast for a failed upload. The server's own refusals of the bytes (415: not a PNG, JPEG, WebP, GIF or
 * AVIF whatever the browser thought; 413: too large) get the matching toast; anything else is 'Upload failed'.
 */
export function failureToast(status: number, maxMB: number): Toast {
  if (status === 415) return INVALID_TYPE_TOAST;
  if (status === 413) return tooLargeToast(maxMB);
  return UPLOAD_FAILED_TOAST;
}
