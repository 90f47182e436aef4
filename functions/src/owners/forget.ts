import type { DocumentReference, QuerySnapshot } from "firebase-admin/firestore";
import { inboxItemType } from "@main-street/domain/records";
import { OUTBOX_COLLECTION, outboxIdsOf } from "../mail";
import { withDeadline } from "../platform/firestore";
import {
  CLAIMS_COLLECTION,
  CONFIRM_LINKS_COLLECTION,
  HISTORY_COLLECTION,
  OWNERS_COLLECTION,
  REVISIONS_COLLECTION,
  db,
  type EndOwnerships,
} from "./refs";

/** What a listing's history shows instead of the address of someone whose data was deleted. */
export const REMOVED_PERSON = "[deleted on request]";
/** How an approved owner change names its owner (repository.ts, decideRevision). */
const APPROVED_BY = " (approved by ";

const OWNED = [OWNERS_COLLECTION, CONFIRM_LINKS_COLLECTION, CLAIMS_COLLECTION, REVISIONS_COLLECTION];

const where = (collection: string, field: string, value: string) =>
  withDeadline(db().collection(collection).where(field, "==", value).get());

/**
 * A privacy request's owner part (docs/product.md#inbox): the person's ownerships, "still correct" links (and their
 * queued reminders), claims and revisions in any state (with their inbox items and e-mails), found by the address
 * and by every account stored with it; and the address blanked in listing histories. Runs before the inbox's own
 * deletion (inbox/repository.ts deletePerson). Returns how many claims and revisions went.
 */
export async function forgetOwner(email: string, endOwnerships: EndOwnerships): Promise<number> {
  const addresses = new Set([email.trim(), email.trim().toLowerCase()]);
  const found: QuerySnapshot[] = [];
  for (const collection of OWNED)
    for (const address of addresses) found.push(await where(collection, "email", address));
  const uids = new Set(found.flatMap((snap) => snap.docs.map((d) => String(d.get("uid") ?? ""))).filter(Boolean));
  for (const collection of OWNED) for (const uid of uids) found.push(await where(collection, "uid", uid));

  const refs = new Map<string, DocumentReference>();
  const add = (ref: DocumentReference) => refs.set(ref.path, ref);
  let submissions = 0;
  for (const d of found.flatMap((snap) => snap.docs)) {
    if (refs.has(d.ref.path)) continue;
    add(d.ref);
    if (d.get("email")) addresses.add(String(d.get("email"))); // the spelling the history recorded
    const collection = d.ref.parent.id;
    if (collection === CONFIRM_LINKS_COLLECTION) add(db().collection(OUTBOX_COLLECTION).doc(`reminder-${d.id}`));
    if (collection === CLAIMS_COLLECTION || collection === REVISIONS_COLLECTION) {
      submissions += 1;
      add(db().collection(inboxItemType.collection).doc(d.id));
      for (const job of outboxIdsOf(d.id)) add(db().collection(OUTBOX_COLLECTION).doc(job));
    }
  }
  await commitInChunks([...refs.values()].map((ref) => ({ ref, by: null })));
  // docs/product.md#importing-calendars: the calendars they added stop, with their ledgers and waiting changes.
  await endOwnerships({ uids: [...uids] });
  await commitInChunks(await historyAuthoredBy(addresses));
  return submissions;
}

/** The history entries naming one of the addresses as who made the change, each with its `by` blanked. */
async function historyAuthoredBy(addresses: Set<string>): Promise<{ ref: DocumentReference; by: string }[]> {
  const history = db().collection(HISTORY_COLLECTION);
  const entries: { ref: DocumentReference; by: string }[] = [];
  for (const address of addresses) {
    // Staff edits, restores and confirmations: the address itself.
    for (const d of (await where(HISTORY_COLLECTION, "by", address)).docs)
      entries.push({ ref: d.ref, by: REMOVED_PERSON });
    // Approved owner changes: "<owner> (approved by <staff>)"; the staff part stays.
    const prefix = `${address}${APPROVED_BY}`;
    const owned = await withDeadline(history.where("by", ">=", prefix).where("by", "<", `${prefix}\uf8ff`).get());
    for (const d of owned.docs) {
      entries.push({ ref: d.ref, by: `${REMOVED_PERSON}${String(d.get("by")).slice(address.length)}` });
    }
  }
  return entries;
}

/** Deletes (`by` null) or blanks each document, in batches within Firestore's 500 writes a commit. */
async function commitInChunks(writes: { ref: DocumentReference; by: string | null }[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db().batch();
    for (const { ref, by } of writes.slice(i, i + 400)) {
      if (by === null) batch.delete(ref);
      else batch.update(ref, { by });
    }
    await withDeadline(batch.commit());
  }
}
