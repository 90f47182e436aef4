import { z } from "zod";

/** The browser's limits (docs/product.md#uploads): 5 MB by default, 10 MB for the event image and the editor. */
export const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_MB = 5;
export const LARGE_UPLOAD_MAX_MB = 10;
/** The server's own ceiling for any upload (the browser limits are at most this). */
export const MAX_UPLOAD_BYTES = LARGE_UPLOAD_MAX_MB * MB;

/**
 * Headers the browser sends with its PUT to an upload URL. A Cloud Storage signed URL signs them, so the bucket
 * itself refuses a body over the limit and a second upload to the same URL; this API's own upload route ignores them.
 */
export const UPLOAD_PUT_HEADERS: Readonly<Record<string, string>> = {
  "x-goog-content-length-range": `0,${MAX_UPLOAD_BYTES}`,
  "x-goog-if-generation-match": "0",
};

/** Image types the server accepts, by what the bytes are (never by the declared type). */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** POST /api/admin/upload-url and POST /api/objects/upload answer with where to PUT the raw file. */
export interface UploadUrlResponse {
  uploadURL: string;
}

const imageUrlField = z
  .string({ error: "imageURL is required" })
  .trim()
  .min(1, { error: "imageURL is required" })
  .max(4096, { error: "imageURL is too long" });

/** POST /api/admin/set-image-acl: imageURL is the uploadURL the file was PUT to. */
export const setImageAclSchema = z.object({
  imageURL: imageUrlField,
  visibility: z.enum(["public"], { error: "visibility must be 'public'" }).default("public"),
});

/** POST /api/objects/set-acl (the edit screens' variant). */
export const setAclSchema = z.object({ imageURL: imageUrlField });

/** Both set-acl calls answer with the path that becomes the image value. */
export interface ObjectPathResponse {
  /** /objects/uploads/{id} */
  objectPath: string;
}
