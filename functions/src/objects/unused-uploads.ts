import { logger } from "firebase-functions";
import { revisionType } from "@main-street/domain/records";
import { firestore, withDeadline } from "../platform/firestore";
import { pendingName, uploadIdsIn, uploadPrefix } from "./object-names";
import type { ImageShowingKind } from "./record-images";
import { objectStore } from "./store";
import { deleteUploadRecord, uploadsMadeBefore } from "./upload-records";

/**
 * The daily sweep of uploads nothing uses (docs/product.md#uploads, docs/decisions/0039-owner-hardening.md): an
 * upload made more than UNUSED_UPLOAD_DAYS ago that no record (business, event, bingo square: image or description)
 * and no pending owner change shows is deleted, files and record. Owners ask for upload links without staff seeing
 * them, so images of edits never sent, declined or replaced would otherwise stay forever; staff uploads of a dialog
 * cancelled are swept the same way.
 */
export const UNUSED_UPLOAD_DAYS = 7;
const DAY_MS = 86_400_000;

/** Every upload id a stored record or a pending owner change shows, read from the database (not the list caches). */
async function uploadsInUse(managed: readonly ImageShowingKind[]): Promise<Set<string>> {
  const shown: unknown[] = [];
  for (const records of managed) {
    const snap = await withDeadline(
      firestore().collection(records.stored.kind.collection).select("image", "description").get(),
    );
    for (const d of snap.docs) shown.push(d.get("image"), d.get("description"));
  }
  const pending = await withDeadline(
    firestore().collection(revisionType.collection).where("state", "==", "pending").select("changes").get(),
  );
  for (const d of pending.docs) shown.push(d.get("changes.image"), d.get("changes.description"));
  return new Set(uploadIdsIn(...shown.map((value) => (typeof value === "string" ? value : ""))));
}

/**
 * Deletes the unused uploads older than the grace period; returns how many went. Safe to run twice. `managed`: the
 * kinds whose records show images (record-registry.ts).
 */
export async function deleteUnusedUploads(managed: readonly ImageShowingKind[], now = new Date()): Promise<number> {
  const old = await uploadsMadeBefore(now.getTime() - UNUSED_UPLOAD_DAYS * DAY_MS);
  if (old.length === 0) return 0;
  const inUse = await uploadsInUse(managed);
  let deleted = 0;
  for (const { id, status } of old) {
    if (inUse.has(id)) continue;
    try {
      if (status === "final") await objectStore().deletePrefix(uploadPrefix(id));
      await objectStore().delete(pendingName(id)); // the raw bytes, or the marker left after publishing
      await deleteUploadRecord(id);
      deleted += 1;
    } catch (error) {
      // The next run tries again; one stuck file never stops the sweep.
      logger.warn("could not delete an unused upload", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return deleted;
}
