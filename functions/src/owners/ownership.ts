import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { Business } from "@main-street/domain/business";
import type { BusinessOwner, MyListings } from "@main-street/domain/owners";
import { claimType, ownerType } from "@main-street/domain/records";
import { businesses } from "../businesses";
import { HttpError } from "../http/errors";
import { withDeadline } from "../platform/firestore";
import { readRecords } from "../records/read";
import { CLAIMS_COLLECTION, OWNERS_COLLECTION, businessRef, db, ownerRef } from "./refs";

/**
 * Who owns which listing (docs/product.md#owners): `business_owners/{businessId}__{uid}` exists exactly while the
 * account owns the business, and every owner request reads it (docs/decisions/0033-owner-revisions.md).
 */
export const notOwner = () => new HttpError(403, "forbidden", "Only the business's owners can do this.");
export const unknownBusiness = () => new HttpError(404, "not_found", "Business not found.");

/** A listing's snapshot as its record, or null when it doesn't exist (or can't be read). */
export function businessOf(snap: DocumentSnapshot): Business | null {
  return snap.exists ? businesses.stored.fromDoc(snap) : null;
}

/** The stored listing, read now (not from the list cache: a claim must see a business as soon as it exists). */
export async function readBusiness(id: string): Promise<Business | null> {
  return businessOf(await withDeadline(businessRef(id).get()));
}

/** What the account owns (listings that still exist) and its claims waiting for review, each list by name. */
export async function myListings(uid: string): Promise<MyListings> {
  const [ids, claims] = await Promise.all([
    ownedBusinessIds(uid),
    withDeadline(db().collection(CLAIMS_COLLECTION).where("uid", "==", uid).where("state", "==", "pending").get()),
  ]);
  const listings = ids.length ? await withDeadline(db().getAll(...ids.map(businessRef))) : [];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    businesses: listings
      .map(businessOf)
      .filter((b): b is Business => b !== null)
      .map((b) => ({ id: b.id, name: b.name }))
      .sort(byName),
    pendingClaims: readRecords(claimType, claims.docs)
      .map((c) => ({ businessId: c.businessId, businessName: c.businessName, sentAt: c.createdAt }))
      .sort((a, b) => a.businessName.localeCompare(b.businessName)),
  };
}

export async function ownedBusinessIds(uid: string): Promise<string[]> {
  const snap = await withDeadline(db().collection(OWNERS_COLLECTION).where("uid", "==", uid).get());
  return readRecords(ownerType, snap.docs).map((owner) => owner.businessId);
}

/** Whether the account owns a listing that still exists (an ownership left from a deleted listing counts for none). */
export async function ownsAListing(uid: string): Promise<boolean> {
  const ids = await ownedBusinessIds(uid);
  if (ids.length === 0) return false;
  const listings = await withDeadline(db().getAll(...ids.map(businessRef)));
  return listings.some((listing) => listing.exists);
}

export async function listOwners(businessId: string): Promise<BusinessOwner[]> {
  const snap = await withDeadline(db().collection(OWNERS_COLLECTION).where("businessId", "==", businessId).get());
  return readRecords(ownerType, snap.docs);
}

/** False when they were not an owner. */
export async function removeOwner(businessId: string, uid: string): Promise<boolean> {
  const ref = ownerRef(businessId, uid);
  return withDeadline(
    db().runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return false;
      tx.delete(ref);
      return true;
    }),
  );
}
