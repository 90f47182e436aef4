import { logger } from "firebase-functions";
import { listBusinesses } from "../businesses/repository";
import { listEvents } from "../events/repository";
import { uploadIdsIn, uploadPrefix } from "./object-names";
import { objectStore } from "./store";
import { deleteUploadRecord } from "./upload-records";

/**
 * After a business or event is deleted: removes its uploaded images (its image and any in its description)
 * that no remaining record still shows. Never fails the deletion: a leftover image is harmless.
 */
export async function deleteImagesOf(record: { image?: string | null; description?: string | null }): Promise<void> {
  const ids = uploadIdsIn(record.image, record.description);
  if (ids.length === 0) return;
  try {
    const [events, businesses] = await Promise.all([listEvents(), listBusinesses()]);
    const inUse = new Set(uploadIdsIn(...[...events, ...businesses].flatMap((r) => [r.image, r.description])));
    for (const id of ids.filter((candidate) => !inUse.has(candidate))) {
      await objectStore().deletePrefix(uploadPrefix(id));
      await deleteUploadRecord(id);
    }
  } catch (error) {
    logger.warn("could not delete a deleted record's images", {
      images: ids.length,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
