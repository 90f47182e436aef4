import type { DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { RecordType } from "@main-street/domain/records";

/** What a read needs of a stored document: a snapshot, or a record built after a write. */
export type StoredDoc = Pick<DocumentSnapshot, "id" | "data">;

/**
 * A stored document read as its type's record, parsed with the type's schema (docs/decisions/0043): null for a
 * missing document, or one the schema can't read as that type (logged by collection, id and the fields at fault,
 * never their values, so the log holds no personal data).
 */
export function readRecord<R extends { id: string }>(type: RecordType<R>, doc: StoredDoc): R | null {
  const data = doc.data();
  if (!data) return null;
  const parsed = type.schema.safeParse({ ...data, id: doc.id });
  if (parsed.success) return parsed.data;
  logger.warn("stored record left out: its type's schema can't read it", {
    event: "unreadable_record",
    collection: type.collection,
    id: doc.id,
    fields: [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))],
  });
  return null;
}

/** The records of a query's documents, in its order; unreadable ones are left out. */
export function readRecords<R extends { id: string }>(type: RecordType<R>, docs: StoredDoc[]): R[] {
  return docs.map((doc) => readRecord(type, doc)).filter((record): record is R => record !== null);
}
