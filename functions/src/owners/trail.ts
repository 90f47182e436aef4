import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { TRAIL_FIELDS, type FieldChange, type HistoryEntry } from "@main-street/domain/owners";
import { firestore, toIso } from "../platform/firestore";

/**
 * The listing history (docs/product.md#owners): every live change to a business, in the same commit as the change,
 * with who made it and each field's value before and after.
 */
const HISTORY_COLLECTION = "business_history";
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

/** Adds a history entry to the transaction; nothing when nothing changed. */
export function recordChanges(
  tx: Transaction,
  businessId: string,
  by: string,
  source: HistoryEntry["source"],
  changes: FieldChange[],
): void {
  if (changes.length === 0) return;
  tx.create(history().doc(), {
    businessId,
    by,
    source,
    changes: changes.map((c) => ({ field: c.field, from: c.from ?? null, to: c.to ?? null })),
    at: FieldValue.serverTimestamp(),
  });
}

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
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 200);
}
