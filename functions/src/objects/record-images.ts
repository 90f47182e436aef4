import { logger } from "firebase-functions";
import { uploadIdsIn, uploadPrefix } from "./object-names";
import { objectStore } from "./store";
import { deleteUploadRecord } from "./upload-records";

/** Records that show uploaded images: the kinds the admins manage, which the app passes in (record-registry.ts). */
export interface ImageShowingKind {
  list(): Promise<{ image?: string | null; description?: string | null }[]>;
  stored: { kind: { collection: string } };
}

/**
 * After a record of one of the `managed` kinds was deleted or changed: removes the uploaded images its
 * previous version showed (its image and any in its description) that no record shows now. Only this site's
 * uploads are candidates (ids under /objects/uploads/, never bundled /images/), and each is checked against every
 * record as stored after the write, so an image another record or description still uses stays. Never fails the
 * write: a leftover image is harmless.
 */
export async function deleteUnusedImages(
  previous: { image?: string | null; description?: string | null },
  managed: readonly ImageShowingKind[],
): Promise<void> {
  const ids = uploadIdsIn(previous.image, previous.description);
  if (ids.length === 0) return;
  try {
    // The write invalidated the list caches, so these are read fresh.
    const lists = await Promise.all(managed.map((records) => records.list()));
    const shown = lists.flat().flatMap((r) => [r.image, r.description]);
    const inUse = new Set(uploadIdsIn(...shown));
    for (const id of ids.filter((candidate) => !inUse.has(candidate))) {
      await objectStore().deletePrefix(uploadPrefix(id));
      await deleteUploadRecord(id);
    }
  } catch (error) {
    logger.warn("could not delete a record's unused images", {
      images: ids.length,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
