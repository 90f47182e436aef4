import { MAX_UPLOAD_BYTES } from "../domain/uploads";
import { HttpError } from "../http/errors";
import { checkImage, renderImages, tooLarge } from "./image-processing";
import { objectPathFor, originalName, pendingName, uploadIdFromUrl, variantName } from "./object-names";
import { objectStore } from "./store";
import { assertUploadable, claimUpload, createUploadRecord, markFinal, publishableUpload } from "./upload-records";

/**
 * The upload flow of SPEC 7: hand out a single-use URL, take the raw bytes at it, then publish the checked
 * image (original + WebP variants) at /objects/uploads/<id>.
 */

/** POST upload-url: where the browser PUTs the file. */
export async function startUpload(adminUid: string): Promise<string> {
  const { id, expiresAt } = await createUploadRecord(adminUid);
  return objectStore().uploadUrl(pendingName(id), id, expiresAt);
}

/** PUT to a local upload URL: checks the bytes, then uses up the URL and keeps the file until it is published. */
export async function receiveUpload(id: string, bytes: Buffer): Promise<void> {
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
  const size = await store.size(pendingName(id));
  if (size === null) throw new HttpError(400, "bad_request", "No file has been uploaded to this link yet.");
  if (size > MAX_UPLOAD_BYTES) {
    await store.delete(pendingName(id));
    throw tooLarge();
  }
  const pending = await store.get(pendingName(id));
  if (!pending) throw new HttpError(400, "bad_request", "No file has been uploaded to this link yet.");
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
  await store.delete(pendingName(id));
  return objectPathFor(id);
}
