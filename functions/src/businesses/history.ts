import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { weeklyHoursSchema } from "@main-street/domain/business";
import {
  emptyValue,
  TRAIL_FIELDS,
  type FieldChange,
  type HistoryEntry,
  type TrailField,
} from "@main-street/domain/owners";
import { opensSomeDay } from "@main-street/domain/weekly-hours";
import { businessKind, historyType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { firestore, toIso, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { readRecord, readRecords } from "../records/read";
import { businessRef } from "./refs";

/**
 * The listing history (docs/product.md#owners): every live change to a business, in the same commit as the change,
 * with who made it and each field's value before and after; staff list it and restore a field's earlier value.
 */
const history = () => firestore().collection(historyType.collection);

const normal = (field: TrailField, value: unknown): unknown => {
  if (value === undefined || value === null) return emptyValue(field);
  // Hours in the older list form are the same week as the week they read as (docs/product.md#hours).
  if (field === "hours") {
    const week = weeklyHoursSchema.safeParse(value);
    return week.success && opensSomeDay(week.data) ? week.data : typeof value === "string" ? null : value;
  }
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
 * The newest entries kept per business (docs/decisions/0033-owner-revisions.md): a change that adds an
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
  const snap = await withDeadline(history().where("businessId", "==", businessId).get());
  return readRecords(historyType, snap.docs)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
    .slice(0, HISTORY_KEEP);
}

/** Staff put one field back to its value before a history entry's change; recorded as a restore. */
export async function restoreField(businessId: string, entryId: string, field: string, staff: string) {
  let version: string | null = null;
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const [business, stored] = await tx.getAll(businessRef(businessId), history().doc(entryId));
      const listing = readRecord(businessKind, business!);
      if (!listing) throw new HttpError(404, "not_found", "Business not found.");
      const entry = readRecord(historyType, stored!);
      if (!entry || entry.businessId !== businessId) {
        throw new HttpError(404, "not_found", `${historyType.label} not found.`);
      }
      const change = entry.changes.find((c) => c.field === field);
      if (!change) throw new HttpError(400, "validation_failed", "That change did not touch this field.");
      if (field === "hoursConfirmedAt") {
        throw new HttpError(400, "validation_failed", "A confirmation can't be restored.");
      }
      const current = (listing as unknown as Record<string, unknown>)[field] ?? null;
      if (JSON.stringify(current) === JSON.stringify(change.from)) return;
      const trail = await openTrail(tx, businessId);
      tx.update(business!.ref, { [field]: change.from, updatedAt: FieldValue.serverTimestamp() });
      trail.record(staff, "restore", [{ field: change.field, from: current, to: change.from }]);
      version = bumpCacheVersion(tx);
    }),
  );
  if (version) cacheBumped(version);
}
