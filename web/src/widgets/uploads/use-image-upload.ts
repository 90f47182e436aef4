import { useCallback, useState } from "react";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast } from "../../lib/use-toast";
import { checkImageFile, failureToast, UPLOADED_TOAST } from "./image-file-checks";
import { uploadImage, type UploadCalls } from "./upload-image";

export interface ImageUploadState {
  uploading: boolean;
  /** 0–100 while uploading. */
  progress: number;
  /** Checks and uploads one file; resolves to its object path, or null when refused or failed. */
  upload(file: File): Promise<string | null>;
}

export function useImageUpload(calls: UploadCalls, maxMB: number): ImageUploadState {
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);

  const upload = useCallback(
    async (file: File) => {
      const refusal = checkImageFile(file, maxMB);
      if (refusal) {
        toast(refusal);
        return null;
      }
      setUploading(true);
      setProgress(0);
      try {
        const objectPath = await uploadImage(file, calls, (fraction) => setProgress(Math.round(fraction * 100)));
        toast(UPLOADED_TOAST);
        return objectPath;
      } catch (error) {
        handleError(error, { toast: (failure) => failureToast(failure.status, maxMB) });
        return null;
      } finally {
        setUploading(false);
      }
    },
    [calls, maxMB, toast, handleError],
  );

  return { uploading, progress, upload };
}
