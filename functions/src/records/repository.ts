import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { createDoc } from "./readable-ids";
import type { RecordKind } from "@main-street/domain/records";
import { bumpCacheVersion, cacheBumped, cached } from "../platform/list-cache";
import { withServedDescription } from "../html/descriptions";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord, type StoredDoc } from "./read";

/**
 * The API's side of a record kind: how a stored document reads back, and the order of the public list. `Data` is
 * what a create stores and `Update` what an edit writes, as the kind's schemas output them.
 */
export interface StoredKind<R extends { id: string }, Data extends object, Update extends object> {
  kind: RecordKind<Data, Update, R>;
  /**
   * The record as the API serves it, or null for a document it can't show (e.g. a category the site dropped). By
   * default the kind's schema reads it (records/read.ts).
   */
  fromDoc(doc: StoredDoc): R | null;
  /** The public list's order. */
  compare(a: R, b: R): number;
  /**
   * A new record's readable id (docs/product.md#readable-addresses), made from what it stores; the first of it,
   * "-2", "-3", … that no record has is used. Without it, Firestore's random id.
   */
  readableId?(data: Data): string;
  /** A create is refused when its description has nothing readable left after sanitising. */
  descriptionRequiredOnCreate: boolean;
  /**
   * Before a create (`previous` null) or an edit is written: refuses (an HttpError) a record naming another that
   * doesn't exist, such as an event's host business.
   */
  checkReferences?(data: Data | Update, previous: R | null): Promise<void>;
  /**
   * In an update's transaction, before its write: records what changed (businesses keep a history) and returns
   * further fields the write sets. `by` is who saves it.
   */
  onUpdate?(tx: Transaction, id: string, before: Record<string, unknown>, data: Update, by: string): Promise<object>;
}

export interface RecordRepository<R extends { id: string }, Data extends object, Update extends object> {
  stored: StoredKind<R, Data, Update>;
  /** Every record, in the kind's order, cached until the next write (docs/decisions/0002-api-caching.md). */
  list(): Promise<R[]>;
  get(id: string): Promise<R | null>;
  create(data: Data): Promise<R>;
  /** Null when the record does not exist. `by` is the signed-in e-mail of who saves it. */
  update(id: string, data: Update, by?: string): Promise<R | null>;
  /** The deleted record, or null when it did not exist. */
  remove(id: string): Promise<R | null>;
}

/**
 * Reads and writes of one kind's collection. Every write carries the public caches' version bump in its own commit,
 * so a saved change can never miss its bump (platform/list-cache.ts).
 */
export function recordRepository<R extends { id: string }, Data extends object, Update extends object>(
  described: Omit<StoredKind<R, Data, Update>, "fromDoc"> & Partial<Pick<StoredKind<R, Data, Update>, "fromDoc">>,
): RecordRepository<R, Data, Update> {
  const { collection, label, schema } = described.kind;
  const fromDoc =
    described.fromDoc ??
    ((doc: StoredDoc) => {
      if (!schema) throw new Error(`${label} has neither a schema nor fromDoc`);
      return readRecord({ ...described.kind, schema }, doc);
    });
  const stored: StoredKind<R, Data, Update> = { ...described, fromDoc };
  const docs = () => firestore().collection(collection);

  const list = () =>
    cached(collection, async () => {
      const snap = await withDeadline(docs().get());
      return snap.docs
        .map(stored.fromDoc)
        .filter((record): record is R => record !== null)
        .map(withServedDescription)
        .sort(stored.compare);
    });

  return {
    stored,
    list,

    async get(id) {
      return (await list()).find((record) => record.id === id) ?? null;
    },

    async create(data) {
      const { doc, written, version } = await createDoc(docs(), described.readableId?.(data), (batch, doc) =>
        batch.create(doc, {
          ...data,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        }),
      );
      cacheBumped(version);
      // Built from the commit, not read back: once saved, nothing more can fail and invite a duplicate retry.
      const at = written.writeTime.toDate().toISOString();
      const created = stored.fromDoc({ id: doc.id, data: () => ({ ...data, createdAt: at, updatedAt: at }) });
      if (!created) throw new Error(`${label.toLowerCase()} record could not be built after create`);
      return created;
    },

    async update(id, data, by = "") {
      const doc = docs().doc(id);
      const version = await withDeadline(
        firestore().runTransaction(async (tx) => {
          const snap = await tx.get(doc);
          if (!snap.exists) return null;
          const more = (await stored.onUpdate?.(tx, id, snap.data() ?? {}, data, by)) ?? {};
          tx.update(doc, { ...data, ...more, updatedAt: FieldValue.serverTimestamp() });
          return bumpCacheVersion(tx);
        }),
      );
      if (!version) return null;
      cacheBumped(version);
      // An update is safe to retry, so a failure of this read after the commit duplicates nothing.
      return stored.fromDoc(await withDeadline(doc.get()));
    },

    async remove(id) {
      const doc = docs().doc(id);
      const before = stored.fromDoc(await withDeadline(doc.get()));
      if (!before) return null;
      const batch = firestore().batch();
      batch.delete(doc);
      const version = bumpCacheVersion(batch);
      await withDeadline(batch.commit());
      cacheBumped(version);
      return before;
    },
  };
}
