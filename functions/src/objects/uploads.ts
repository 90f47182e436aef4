import { MAX_UPLOAD_BYTES } from "@main-street/domain/uploads";
import { HttpError } from "../http/errors";
import { checkImage, renderImages, tooLarge } from "./image-processing";
import { LocalObjectStore } from "./local-store";
import { objectPathFor, originalName, pendingName, uploadIdFromUrl, variantName } from "./object-names";
import { ObjectChangedError, ObjectTooLargeError } from "./object-errors";
import { objectStore, type ObjectStore, type StoredObject } from "./store";
import { assertUploadable, claimUpload, createUploadRecord, markFinal, publishableUpload } from "./upload-records";

/**
 * The upload flow (docs/product.md#uploads): hand out a single-use URL, take the raw bytes at it, then publish the checked
 * image (original + WebP variants) at /objects/uploads/<id>.
 */

/** POST upload-url: where the browser PUTs the file. */
export async function startUpload(adminUid: string): Promise<string> {
  const { id, expiresAt } = await createUploadRecord(adminUid);
  return objectStore().uploadUrl(pendingName(id), id, expiresAt);
}

/**
 * PUT to a local upload URL: checks the bytes, then uses up the URL and keeps the file until it is published.
 * Only the local store hands these URLs out: with Cloud Storage the bucket alone takes uploads (and refuses a
 * second one), so this route would be a way around it.
 */
export async function receiveUpload(id: string, bytes: Buffer): Promise<void> {
  if (!(objectStore() instanceof LocalObjectStore)) {
    throw new HttpError(404, "not_found", "This upload link is not valid. Please upload the image again.");
  }
  await assertUploadable(id);
  const image = await checkImage(bytes);
  await claimUpload(id);
  await objectStore().put(pendingName(id), bytes, image.type);
}

/** set-acl: checks the uploaded bytes (again: Cloud Storage took them unchecked), resizes, and publishes. */
export async function publishUpload(imageURL: string): Promise<string> {
  const id = uploadIdFromUrl(imageURL);
  if (!id) throw new HttpError(400, "validation_failed", "imageURL is not an upload link from this site.");
  const { alreadyFinal } = await publishableUpload(id);
  if (alreadyFinal) return objectPathFor(id);

  const store = objectStore();
  const pending = await readUpload(store, pendingName(id));
  // A refused file is dropped: publishing it again could never succeed.
  const dropPending = async (error: unknown): Promise<never> => {
    if (error instanceof HttpError && error.status < 500) await store.delete(pendingName(id));
    throw error;
  };
  const image = await checkImage(pending.bytes).catch(dropPending);
  const rendered = await renderImages(pending.bytes, image).catch(dropPending);
  for (const variant of rendered.variants) await store.put(variantName(id, variant.width), variant.bytes, "image/webp");
  await store.put(originalName(id), rendered.original.bytes, rendered.original.contentType);
  await markFinal(id);
  // The raw upload (which may carry EXIF) is overwritten with an empty marker rather than deleted: a signed URL only
  // creates an object that doesn't exist yet, so while the marker is there the URL can't be used again. The
  // bucket's lifecycle rule removes pending/ objects after a day.
  await store.put(pendingName(id), Buffer.alloc(0), "application/octet-stream");
  return objectPathFor(id);
}

const noFileYet = () => new HttpError(400, "bad_request", "No file has been uploaded to this link yet.");

/**
 * The uploaded bytes: read only while they are still the upload that was sized (nothing can be swapped in
 * between) and never more than the limit, whatever the metadata said.
 */
async function readUpload(store: ObjectStore, name: string): Promise<StoredObject> {
  const info = await store.stat(name);
  if (!info) throw noFileYet();
  try {
    if (info.size > MAX_UPLOAD_BYTES) throw new ObjectTooLargeError(name, MAX_UPLOAD_BYTES);
    const object = await store.get(name, { ifGenerationMatch: info.generation, maxBytes: MAX_UPLOAD_BYTES });
    if (!object) throw noFileYet();
    return object;
  } catch (error) {
    if (error instanceof ObjectTooLargeError) {
      await store.delete(name);
      throw tooLarge();
    }
    if (error instanceof ObjectChangedError) {
      throw new HttpError(
        409,
        "conflict",
        "The uploaded file changed while it was being published. Please upload the image again.",
      );
    }
    throw error;
  }
}
