import type { DocumentSnapshot } from "firebase-admin/firestore";
import { businessKind } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { firestore, withDeadline } from "../platform/firestore";

const UNKNOWN_HOST = "Choose a business from the list";

/**
 * The host business an event or a proposal names (docs/product.md#host-business), read now, not from the list
 * cache, so a business staff just added can host at once. One that doesn't exist is a 400 on the field, and
 * nothing is stored.
 */
async function existingHost(id: string): Promise<DocumentSnapshot> {
  // Firestore reserves ids like __name__: no business has one, and reading one is an error.
  const doc = /^__.*__$/.test(id)
    ? null
    : await withDeadline(firestore().collection(businessKind.collection).doc(id).get());
  if (!doc?.exists) throw new HttpError(400, "validation_failed", UNKNOWN_HOST, { hostBusinessId: UNKNOWN_HOST });
  return doc;
}

/** A staff create or edit of an event. An edit that leaves the host as it was (`previous`) is not checked again. */
export async function checkHostBusiness(id: string | undefined, previous?: string): Promise<void> {
  if (id && id !== previous) await existingHost(id);
}

/** A proposal's host as the inbox keeps it, like a claim's business (inbox/entries.ts); nothing for none. */
export async function proposalHost(id: string): Promise<{ businessId?: string; businessName?: string }> {
  if (!id) return {};
  const doc = await existingHost(id);
  return { businessId: id, businessName: String(doc.get("name") ?? "") };
}
