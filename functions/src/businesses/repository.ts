import type { Business } from "@main-street/domain/business";
import { businessKind } from "@main-street/domain/records";
import { isBusinessCategory } from "@main-street/domain/categories";
import { Timestamp } from "firebase-admin/firestore";
import { toIso } from "../platform/firestore";
import { deleteOwnerRecords } from "../owners/business-removed";
import { openTrail, trailChanges } from "../owners/trail";
import { recordRepository } from "../records/repository";

/** The businesses collection, sorted by name. */
const listings = recordRepository({
  kind: businessKind,
  fromDoc(doc): Business | null {
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
      email: String(d.email ?? ""),
      address: String(d.address ?? ""),
      hours: (d.hours ?? null) as Business["hours"],
      image: String(d.image ?? ""),
      tags: Array.isArray(d.tags) ? d.tags.map(String) : [],
      featured: d.featured === "true" ? "true" : "false",
      ...coordinates(d.lat, d.lng),
      hoursConfirmedAt: d.hoursConfirmedAt ? toIso(d.hoursConfirmedAt) : null,
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt ?? d.createdAt),
    };
  },
  compare: (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }),
  descriptionRequiredOnCreate: false,
  // A staff save is a live change: it goes in the listing's history, and a change of hours confirms them.
  async onUpdate(tx, id, before, data, by) {
    const trail = await openTrail(tx, id);
    const changes = trailChanges(before, data as Record<string, unknown>);
    const more: Record<string, unknown> = {};
    if (changes.some((c) => c.field === "hours")) {
      more.hoursConfirmedAt = Timestamp.now();
      changes.push({
        field: "hoursConfirmedAt",
        from: before.hoursConfirmedAt ? toIso(before.hoursConfirmedAt) : null,
        to: toIso(more.hoursConfirmedAt),
      });
    }
    trail.record(by, "staff", changes);
    return more;
  },
});

/** Both coordinates or neither (docs/decisions/0022-district-map.md). */
function coordinates(lat: unknown, lng: unknown): Pick<Business, "lat" | "lng"> {
  return typeof lat === "number" && typeof lng === "number" ? { lat, lng } : { lat: null, lng: null };
}

/** Deleting a listing also deletes its ownerships, so its owners no longer count as owners (docs/product.md#owners). */
export const businesses: typeof listings = {
  ...listings,
  async remove(id) {
    const removed = await listings.remove(id);
    if (removed) await deleteOwnerRecords(id);
    return removed;
  },
};

export const listBusinesses = businesses.list;
export const getBusiness = businesses.get;
