import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { toIsoDate, toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventData } from "@main-street/domain/event";
import { bumpCacheVersion, cacheBumped, cached } from "../platform/list-cache";
import { firestore, toIso, withDeadline } from "../platform/firestore";

const COLLECTION = "events";

function fromDoc(doc: Pick<DocumentSnapshot, "id" | "data">): CommunityEvent | null {
  const d = doc.data();
  if (!d) return null;
  // Older records may hold long-form dates; normalise on read too.
  const date = toIsoDate(String(d.date ?? "")) ?? "";
  return {
    id: doc.id,
    title: String(d.title ?? ""),
    description: String(d.description ?? ""),
    excerpt: String(d.excerpt ?? ""),
    date,
    displayDate: date ? toLongDate(date) : "",
    time: String(d.time ?? ""),
    location: String(d.location ?? ""),
    image: String(d.image ?? ""),
    category: String(d.category ?? ""),
    featured: d.featured === "true" ? "true" : "false",
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt ?? d.createdAt),
  };
}

const byDate = (a: CommunityEvent, b: CommunityEvent) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title);

/** All events sorted by date ascending, cached until the next write. */
export function listEvents(): Promise<CommunityEvent[]> {
  return cached("events", async () => {
    const snap = await withDeadline(firestore().collection(COLLECTION).get());
    return snap.docs
      .map(fromDoc)
      .filter((e): e is CommunityEvent => e !== null)
      .sort(byDate);
  });
}

export async function getEvent(id: string): Promise<CommunityEvent | null> {
  return (await listEvents()).find((e) => e.id === id) ?? null;
}

export async function createEvent(data: EventData): Promise<CommunityEvent> {
  const ref = firestore().collection(COLLECTION).doc();
  const batch = firestore().batch();
  batch.set(ref, { ...data, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  const version = bumpCacheVersion(batch);
  const [written] = await withDeadline(batch.commit());
  cacheBumped(version);
  // Built from the commit, not read back: once saved, nothing more can fail and invite a duplicate retry.
  const at = written!.writeTime.toDate().toISOString();
  const created = fromDoc({ id: ref.id, data: () => ({ ...data, createdAt: at, updatedAt: at }) });
  if (!created) throw new Error("event record could not be built after create");
  return created;
}

/** Returns null when the event does not exist. */
export async function updateEvent(id: string, data: Partial<EventData>): Promise<CommunityEvent | null> {
  const ref = firestore().collection(COLLECTION).doc(id);
  const version = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      tx.update(ref, { ...data, updatedAt: FieldValue.serverTimestamp() });
      return bumpCacheVersion(tx);
    }),
  );
  if (!version) return null;
  cacheBumped(version);
  // An update is safe to retry, so a failure of this read after the commit duplicates nothing.
  return fromDoc(await withDeadline(ref.get()));
}

/** Returns the deleted event, or null when it did not exist. */
export async function deleteEvent(id: string): Promise<CommunityEvent | null> {
  const ref = firestore().collection(COLLECTION).doc(id);
  const before = fromDoc(await withDeadline(ref.get()));
  if (!before) return null;
  const batch = firestore().batch();
  batch.delete(ref);
  const version = bumpCacheVersion(batch);
  await withDeadline(batch.commit());
  cacheBumped(version);
  return before;
}
