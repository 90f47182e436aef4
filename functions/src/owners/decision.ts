import { FieldValue, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { InboxItem, OwnerDecision } from "@main-street/domain/inbox";
import { inboxItemType, type RecordType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { readRecord } from "../records/read";
import { db } from "./refs";

const WRONG_TYPE = {
  claim: "Only ownership claims can be decided here.",
  revision: "Only listing changes can be decided here.",
};

/**
 * The inbox side of deciding a claim or a revision (docs/product.md#owners): the item and its submission, read in
 * the decision's transaction; null when there is no such item. Refuses an item of another type, or one decided.
 */
export async function decidable<R extends { id: string }>(
  tx: Transaction,
  inboxId: string,
  what: keyof typeof WRONG_TYPE,
  type: RecordType<R>,
) {
  const inboxRef = db().collection(inboxItemType.collection).doc(inboxId);
  const item = readRecord(inboxItemType, await tx.get(inboxRef));
  if (!item) return null;
  if (item.type !== what) throw new HttpError(400, "bad_request", WRONG_TYPE[what]);
  if (item.decision) throw new HttpError(409, "conflict", "This has already been decided.");
  const sourceRef = db().collection(type.collection).doc(inboxId);
  const source = readRecord(type, await tx.get(sourceRef));
  if (!source) throw new HttpError(404, "not_found", "Inbox item not found.");
  return { inboxRef, item, sourceRef, source };
}

/** The item is Handled and keeps the decision; the caller queues the e-mail in the same commit. */
export function closeItem(
  tx: Transaction,
  inboxRef: DocumentReference,
  item: InboxItem,
  decision: OwnerDecision,
): InboxItem {
  tx.update(inboxRef, { decision, status: "handled", expireAt: null, statusChangedAt: FieldValue.serverTimestamp() });
  return { ...item, decision, status: "handled", expireAt: null };
}
