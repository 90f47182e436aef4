import { FieldValue, type Query } from "firebase-admin/firestore";
import {
  searchTermOf,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type InboxStatus,
} from "@main-street/domain/inbox";
import { inboxItemType } from "@main-street/domain/records";
import { env } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord, readRecords } from "../records/read";
import { SOURCE_COLLECTIONS } from "./entries";
import { outboxIdsOf, queueMail, OUTBOX_COLLECTION } from "../mail";
import { HttpError } from "../http/errors";
import type { ProposalDecision } from "@main-street/domain/inbox";
import { siteNow } from "../platform/clock";
import { addMonths } from "@main-street/domain/dates";

export const INBOX_COLLECTION = inboxItemType.collection;
const inbox = () => firestore().collection(INBOX_COLLECTION);

/**
 * The filtered list, newest first. Paged by a keyset on `sortKey` (a `<` filter plus orderBy and limit), which
 * reads only the page whatever its depth; every filter combination has its index in firestore.indexes.json.
 */
function filtered(query: Omit<InboxQuery, "limit">): Query {
  let q: Query = inbox();
  if (query.type) q = q.where("type", "==", query.type);
  // docs/product.md#inbox: Open is what still waits for staff.
  if (query.view === "open") q = q.where("status", "==", "new");
  else if (query.view !== "all") q = q.where("status", "==", query.view);
  const term = searchTermOf(query.q);
  if (term) q = q.where("searchTerms", "array-contains", term);
  if (query.cursor) q = q.where("sortKey", "<", query.cursor);
  return q.orderBy("sortKey", "desc");
}

export async function listInbox(query: InboxQuery): Promise<InboxPage> {
  const snap = await withDeadline(
    filtered(query)
      .limit(query.limit + 1)
      .get(),
  );
  const docs = snap.docs.slice(0, query.limit);
  const more = snap.docs.length > query.limit;
  return {
    items: readRecords(inboxItemType, docs),
    nextCursor: more ? String(docs[docs.length - 1]!.get("sortKey")) : null,
  };
}

/** Every item of the filter, page by page, for the CSV export. */
export async function* allOfFilter(query: Omit<InboxQuery, "limit" | "cursor">): AsyncGenerator<InboxItem> {
  let cursor: string | undefined;
  for (;;) {
    const page = await listInbox({ ...query, cursor, limit: 100 });
    yield* page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

export async function countNew(): Promise<number> {
  const snap = await withDeadline(inbox().where("status", "==", "new").count().get());
  return snap.data().count;
}

export async function getInboxItem(id: string): Promise<InboxItem | null> {
  return readRecord(inboxItemType, await withDeadline(inbox().doc(id).get()));
}

/** Archiving sets expireAt, which the TTL policy deletes by (docs/deploy.md); any other status clears it. */
export async function setInboxStatus(id: string, status: InboxStatus, now = siteNow()): Promise<InboxItem | null> {
  const ref = inbox().doc(id);
  const db = firestore();
  return withDeadline(
    db.runTransaction(async (tx) => {
      const item = readRecord(inboxItemType, await tx.get(ref));
      if (!item) return null;
      const expireAt = status === "archived" ? retentionEnd(now) : null;
      tx.update(ref, { status, expireAt, statusChangedAt: FieldValue.serverTimestamp() });
      return { ...item, status, expireAt: expireAt?.toISOString() ?? null };
    }),
  );
}

/** The same time of day INBOX_RETENTION_MONTHS later, on the same day of the month or the month's last (Feb 29). */
function retentionEnd(from: Date): Date {
  const [date, time] = [from.toISOString().slice(0, 10), from.toISOString().slice(10)];
  return new Date(addMonths(date, env().INBOX_RETENTION_MONTHS) + time);
}

/**
 * A privacy request: deletes every inbox item of the address and every stored submission sent from it (also those
 * stored before the inbox existed). Returns how many submissions went.
 */
export async function deletePerson(email: string): Promise<number> {
  const db = firestore();
  const address = email.trim().toLowerCase();
  const refs = new Map<string, FirebaseFirestore.DocumentReference>();
  const items = await withDeadline(inbox().where("email", "==", address).get());
  for (const d of items.docs) {
    refs.set(d.ref.path, d.ref);
    for (const job of outboxIdsOf(d.id))
      refs.set(`${OUTBOX_COLLECTION}/${job}`, db.collection(OUTBOX_COLLECTION).doc(job));
    const source = d.get("source") as { collection?: string; id?: string } | undefined;
    if (source?.collection && source.id) {
      const ref = db.collection(source.collection).doc(source.id);
      refs.set(ref.path, ref);
    }
  }
  for (const collection of Object.values(SOURCE_COLLECTIONS)) {
    // Submissions keep the address as typed: also those stored before the inbox existed, in either spelling.
    for (const spelling of new Set([address, email.trim()])) {
      const snap = await withDeadline(db.collection(collection).where("email", "==", spelling).get());
      for (const d of snap.docs) {
        refs.set(d.ref.path, d.ref);
        refs.set(inbox().doc(d.id).path, inbox().doc(d.id));
      }
    }
  }
  const all = [...refs.values()];
  for (let i = 0; i < all.length; i += 400) {
    const batch = db.batch();
    for (const ref of all.slice(i, i + 400)) batch.delete(ref);
    await withDeadline(batch.commit());
  }
  const sources = new Set<string>(Object.values(SOURCE_COLLECTIONS));
  return all.filter((ref) => sources.has(ref.parent.id)).length;
}

/**
 * Approve (after the editor saved the event, which must exist) or decline an event proposal: the item is Handled and
 * records the decision. The proposer's address was never confirmed, so they are e-mailed only with what staff chose
 * to send (docs/product.md#proposals): the event staff published, or the note staff wrote when declining; a decline
 * without a note sends nothing. The mail job is queued in the same commit; `outboxId` is null when there is none.
 */
export async function decideProposal(
  id: string,
  decision: ProposalDecision,
  siteUrl: string,
  now = siteNow(),
): Promise<{ item: InboxItem; outboxId: string | null } | null> {
  const db = firestore();
  const ref = inbox().doc(id);
  return withDeadline(
    db.runTransaction(async (tx) => {
      const found = readRecord(inboxItemType, await tx.get(ref));
      if (!found) return null;
      if (found.type !== "proposal") {
        throw new HttpError(400, "bad_request", "Only event proposals can be approved or declined.");
      }
      if (decision.state === "approved" && !(await tx.get(db.collection("events").doc(decision.eventId))).exists) {
        throw new HttpError(400, "validation_failed", "Event not found.", { eventId: "Event not found." });
      }
      tx.update(ref, { decision, status: "handled", expireAt: null, statusChangedAt: FieldValue.serverTimestamp() });
      const tellProposer = decision.state === "approved" || decision.note.trim() !== "";
      const outboxId = tellProposer ? queueMail(tx, { kind: "decision", inboxId: id, siteUrl }, now) : null;
      const item: InboxItem = { ...found, decision, status: "handled", expireAt: null };
      return { item, outboxId };
    }),
  );
}
