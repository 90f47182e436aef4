/**
 * What a stack test reads back from Firestore to check what the API stored (or refused to store), and the fresh
 * addresses a test submits under so it finds only its own submissions.
 */
import { randomUUID } from "node:crypto";
import type { DocumentData, Firestore, Query } from "firebase-admin/firestore";

const matching = (db: Firestore, collection: string, match: Record<string, unknown>): Query =>
  Object.entries(match).reduce<Query>(
    (query, [field, value]) => query.where(field, "==", value),
    db.collection(collection),
  );

/** How many documents of `collection` have every field of `match` equal to its value (all of them, by default). */
export async function countStored(db: Firestore, collection: string, match: Record<string, unknown> = {}) {
  return (await matching(db, collection, match).count().get()).data().count;
}

/** The data of the documents of `collection` that have every field of `match` equal to its value. */
export async function storedDocs(
  db: Firestore,
  collection: string,
  match: Record<string, unknown>,
): Promise<DocumentData[]> {
  return (await matching(db, collection, match).get()).docs.map((doc) => doc.data());
}

/** Where each public form keeps the text a test marks its submission with. */
const MARKED_FIELDS = [
  ["contact_submissions", "message"],
  ["volunteer_submissions", "message"],
  ["event_proposals", "title"],
] as const;

/** How many public form submissions (contact, volunteer, event proposal) carry `marker` as their message or title. */
export async function submissionsWith(db: Firestore, marker: string): Promise<number> {
  const counts = await Promise.all(MARKED_FIELDS.map(([c, field]) => countStored(db, c, { [field]: marker })));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** An e-mail address no other test submits with (the shared stack's Auth and mail catcher see every file's). */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 13)}@example.com`;
}
