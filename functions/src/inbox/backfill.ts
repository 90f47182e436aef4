import type { Firestore, Timestamp } from "firebase-admin/firestore";
import type { InboxType } from "@main-street/domain/inbox";
import { SOURCE_COLLECTIONS, inboxEntry } from "./entries";

/**
 * Gives every submission stored before the inbox existed its inbox item (same id, status New, no staff notice).
 * Idempotent: items that exist are left alone. Returns how many it added.
 */
export async function backfillInbox(db: Firestore): Promise<number> {
  let added = 0;
  for (const [type, collection] of Object.entries(SOURCE_COLLECTIONS) as [InboxType, string][]) {
    if (type === "import") continue; // a calendar's events are filed as they are read, never stored before
    const snap = await db.collection(collection).get();
    for (let i = 0; i < snap.docs.length; i += 200) {
      const docs = snap.docs.slice(i, i + 200);
      const existing = await db.getAll(...docs.map((d) => db.collection("inbox").doc(d.id)));
      const batch = db.batch();
      docs.forEach((doc, j) => {
        if (existing[j]!.exists) return;
        const createdAt = (doc.get("createdAt") as Timestamp | undefined)?.toDate() ?? new Date(0);
        const entry = inboxEntry(type, doc.id, doc.data(), createdAt);
        batch.create(db.collection("inbox").doc(doc.id), { ...entry, notice: { state: "off", attempts: 0 } });
        added++;
      });
      await batch.commit();
    }
  }
  return added;
}
