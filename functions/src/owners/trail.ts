import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { TRAIL_FIELDS, type FieldChange, type HistoryEntry } from "@main-street/domain/owners";
import { firestore, toIso } from "../platform/firestore";
import { HISTORY_COLLECTION } from "./refs";

/**
 * The listing history (docs/product.md#owners): every live change to a business, in the same commit as the change,
 * with who made it and each field's value before and after.
 */
const history = () => firestore().collection(HISTORY_COLLECTION);

const normal = (field: string, value: unknown): unknown => {
  if (value === undefined || value === null) return field === "tags" ? [] : field === "hours" ? null : "";
  if (value && typeof (value as { toDate?: unknown }).toDate === "function") return toIso(value);
  return value;
};

/** The trail fields `after` sets to a value different from `before`'s (fields `after` leaves out keep theirs). */
export function trailChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TRAIL_FIELDS) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = normal(field, before[field]);
    const to = normal(field, after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * The newest entries kept per business (docs/decisions/0033-owner-revisions.md, addendum): a change that adds an
 * entry deletes the oldest beyond this in its own commit, so a listing's history never grows past it.
 */
export const HISTORY_KEEP = 100;
/** At most this many old entries go in one commit (a history over the cap from before pruning shrinks over writes). */
const PRUNE_PER_WRITE = 50;

/** A business's history inside one transaction: opened among its reads, written with its writes. */
export interface Trail {
  /** Adds an entry, and deletes the entries it pushes past HISTORY_KEEP; nothing when nothing changed. */
  record(by: string, source: HistoryEntry["source"], changes: FieldChange[]): void;
}

/**
 * Reads (a transaction reads before it writes) which of the business's entries a new one would push past the cap,
 * oldest first. Only their times are read.
 */
export async function openTrail(tx: Transaction, businessId: string): Promise<Trail> {
  const entries = await tx.get(history().where("businessId", "==", businessId).select("at"));
  const newestFirst = entries.docs
    .map((d) => ({ ref: d.ref, at: toIso(d.get("at")) }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.ref.id.localeCompare(a.ref.id));
  const beyond = newestFirst
    .slice(HISTORY_KEEP - 1)
    .reverse()
    .slice(0, PRUNE_PER_WRITE);
  return {
    record(by, source, changes) {
      if (changes.length === 0) return;
      for (const old of beyond) tx.delete(old.ref);
      tx.create(history().doc(), {
        businessId,
        by,
        source,
        changes: changes.map((c) => ({ field: c.field, from: c.from ?? null, to: c.to ?? null })),
        at: FieldValue.serverTimestamp(),
      });
    },
  };
}

/** Newest first: at most HISTORY_KEEP, as writes prune it. */
export async function listHistory(businessId: string): Promise<HistoryEntry[]> {
  const snap = await history().where("businessId", "==", businessId).get();
  return snap.docs
    .map((d) => ({
      id: d.id,
      at: toIso(d.get("at")),
      by: String(d.get("by") ?? ""),
      source: d.get("source") as HistoryEntry["source"],
      changes: (d.get("changes") ?? []) as FieldChange[],
    }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
    .slice(0, HISTORY_KEEP);
}
