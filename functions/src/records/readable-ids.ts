/**
 * New records under readable ids (docs/product.md#readable-addresses): the first of "wine-walk", "wine-walk-2", …
 * that no record has. The create is a Firestore create (it fails if the id was taken meanwhile), so two saves of
 * the same title never share an id.
 */
import type {
  CollectionReference,
  DocumentReference,
  Transaction,
  WriteBatch,
  WriteResult,
} from "firebase-admin/firestore";
import { idCandidates } from "@main-street/domain/readable-id";
import { firestore, withDeadline } from "../platform/firestore";
import { bumpCacheVersion } from "../platform/list-cache";

/** How many numbered ids are looked at in one read before a random ending is used instead. */
const CANDIDATES = 25;
/** gRPC ALREADY_EXISTS: the id was taken between the read and the create. */
const ALREADY_EXISTS = 6;

function randomEnding(collection: CollectionReference, base: string): DocumentReference {
  return collection.doc(`${base}-${collection.doc().id.slice(0, 8).toLowerCase()}`);
}

/** The first free id of `base`, read in one call. */
async function freeDoc(collection: CollectionReference, base: string): Promise<DocumentReference> {
  const refs = idCandidates(base, CANDIDATES).map((id) => collection.doc(id));
  const snaps = await withDeadline(firestore().getAll(...refs));
  return snaps.find((snap) => !snap.exists)?.ref ?? randomEnding(collection, base);
}

/** The same, inside a transaction (which reads before it writes, and runs again if the id is taken meanwhile). */
export async function freeDocIn(
  tx: Transaction,
  collection: CollectionReference,
  base: string,
): Promise<DocumentReference> {
  const refs = idCandidates(base, CANDIDATES).map((id) => collection.doc(id));
  const snaps = await tx.getAll(...refs);
  return snaps.find((snap) => !snap.exists)?.ref ?? randomEnding(collection, base);
}

/**
 * Writes a new document (`write` creates it in the batch) with the public caches' bump in the same commit: under a
 * free readable id when `base` is given, else under a random one.
 */
export async function createDoc(
  collection: CollectionReference,
  base: string | undefined,
  write: (batch: WriteBatch, doc: DocumentReference) => void,
): Promise<{ doc: DocumentReference; written: WriteResult; version: string }> {
  for (let attempt = 1; ; attempt++) {
    const doc = base ? await freeDoc(collection, base) : collection.doc();
    const batch = firestore().batch();
    write(batch, doc);
    const version = bumpCacheVersion(batch);
    try {
      const [written] = await withDeadline(batch.commit());
      return { doc, written: written!, version };
    } catch (error) {
      const taken = (error as { code?: unknown }).code === ALREADY_EXISTS;
      if (!base || !taken || attempt === 3) throw error;
    }
  }
}
