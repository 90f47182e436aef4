import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import type { Business, BusinessData } from "@main-street/domain/business";
import { isBusinessCategory } from "@main-street/domain/categories";
import { bumpCacheVersion, cacheBumped, cached } from "../platform/list-cache";
import { firestore, toIso, withDeadline } from "../platform/firestore";

const COLLECTION = "businesses";

function fromDoc(doc: Pick<DocumentSnapshot, "id" | "data">): Business | null {
  const d = doc.data();
  if (!d || !isBusinessCategory(d.category)) return null;
  return {
    id: doc.id,
    name: String(d.name ?? ""),
    category: d.category,
    subcategory: String(d.subcategory ?? ""),
    description: String(d.description ?? ""),
    excerpt: String(d.excerpt ?? ""),
    website: String(d.website ?? ""),
    phone: String(d.phone ?? ""),
    address: String(d.address ?? ""),
    hours: (d.hours ?? null) as Business["hours"],
    image: String(d.image ?? ""),
    tags: Array.isArray(d.tags) ? d.tags.map(String) : [],
    featured: d.featured === "true" ? "true" : "false",
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt ?? d.createdAt),
  };
}

const byName = (a: Business, b: Business) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/** All businesses sorted by name, cached until the next write. */
export function listBusinesses(): Promise<Business[]> {
  return cached("businesses", async () => {
    const snap = await withDeadline(firestore().collection(COLLECTION).get());
    return snap.docs
      .map(fromDoc)
      .filter((b): b is Business => b !== null)
      .sort(byName);
  });
}

export async function getBusiness(id: string): Promise<Business | null> {
  const all = await listBusinesses();
  return all.find((b) => b.id === id) ?? null;
}

export async function createBusiness(data: BusinessData): Promise<Business> {
  const ref = firestore().collection(COLLECTION).doc();
  const batch = firestore().batch();
  batch.set(ref, { ...data, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  const version = bumpCacheVersion(batch);
  const [written] = await withDeadline(batch.commit());
  cacheBumped(version);
  // Built from the commit, not read back: once saved, nothing more can fail and invite a duplicate retry.
  const at = written!.writeTime.toDate().toISOString();
  const created = fromDoc({ id: ref.id, data: () => ({ ...data, createdAt: at, updatedAt: at }) });
  if (!created) throw new Error("business record could not be built after create");
  return created;
}

/** Returns null when the business does not exist. */
export async function updateBusiness(id: string, data: Partial<BusinessData>): Promise<Business | null> {
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

/** Returns the deleted business, or null when it did not exist. */
export async function deleteBusiness(id: string): Promise<Business | null> {
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
