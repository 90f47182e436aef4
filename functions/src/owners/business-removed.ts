import { logger } from "firebase-functions";
import { withDeadline } from "../platform/firestore";
import { CONFIRM_LINKS_COLLECTION, OWNERS_COLLECTION, db, type EndOwnerships } from "./refs";

/**
 * After a listing is deleted: its ownerships and its "still correct" links go too, so its owners no longer count as
 * owners (docs/product.md#owners). Run after the delete's commit: a claim approved meanwhile either committed first
 * (and is found here) or fails, as its transaction finds no listing. Never fails the delete: an ownership left
 * behind by a failure here grants nothing, as every owner check also needs the listing to exist.
 */
export async function deleteOwnerRecords(businessId: string, endOwnerships: EndOwnerships): Promise<void> {
  try {
    const [owners, links] = await Promise.all(
      [OWNERS_COLLECTION, CONFIRM_LINKS_COLLECTION].map((name) =>
        withDeadline(db().collection(name).where("businessId", "==", businessId).get()),
      ),
    );
    const refs = [...owners!.docs, ...links!.docs].map((d) => d.ref);
    await endOwnerships({ businessId }); // docs/product.md#importing-calendars
    for (let i = 0; i < refs.length; i += 400) {
      const batch = db().batch();
      for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
      await withDeadline(batch.commit());
    }
  } catch (error) {
    logger.warn("could not delete a deleted listing's owner records", {
      businessId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
