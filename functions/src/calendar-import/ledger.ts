/**
 * What the import remembers of each event of a calendar (docs/decisions/0047-calendar-import.md, "Keys and
 * updates"): one document per (source, key) in `calendar_imports`, under the same id as the event it makes, so a
 * second run, a retry or two runs at once find the same documents and can never make a second event.
 */
import { createHash } from "node:crypto";
import type { EventData } from "@main-street/domain/event";

export const LEDGER_COLLECTION = "calendar_imports";

/** The fields a calendar sets on its events; staff's own fields (image, featured, category, host) are never touched. */
type ImportedField =
  "title" | "description" | "date" | "endDate" | "time" | "location" | "rrule" | "exdates" | "rdates" | "overrides";
export type ImportedData = Pick<EventData, ImportedField>;

/**
 * A change waiting in the staff inbox: a new event (from a source whose events are reviewed), a changed one, or
 * (an owner's calendar) one the calendar calls off or no longer has.
 */
export interface PendingImport {
  inboxId: string;
  kind: "new" | "change" | "cancel";
  version: string;
  data: EventData;
  /** The cancelled state approving sets; absent: left as it is. */
  cancelled?: boolean;
}

export interface LedgerEntry {
  sourceId: string;
  key: string;
  /** The source's version last acted on: published, or declined by staff. */
  version: string;
  /** The hash of the imported fields as the import (or an approval) last wrote them to the event; '' for none. */
  hash: string;
  /** The event exists because of this entry (it may since have been deleted by staff). */
  published: boolean;
  /** Staff declined its new event (at `version`). */
  declined: boolean;
  /** Whether the import last marked the event cancelled. */
  cancelled: boolean;
  /** The key was missing from the source's last run. */
  gone: boolean;
  pending: PendingImport | null;
  /** The owner whose calendar this is ('' for staff's): their waiting items are counted together. */
  ownerUid?: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The event's (and the entry's) document id: the same for the same source and key, on every run. */
export function importId(sourceId: string, key: string): string {
  return `ical-${digest(`${sourceId}\n${key}`).slice(0, 24)}`;
}

/** An inbox item's id for one filing: one per key and version, so filing the same version twice writes one item. */
export function inboxIdFor(id: string, version: string): string {
  return `${id}-${digest(version).slice(0, 10)}`;
}

/** JSON with its object keys sorted, so equal values hash alike whatever order they were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v ?? null)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The imported fields of an event record or of the data an import writes, as one comparable value. */
export function importedFields(record: Partial<Record<ImportedField, unknown>>): ImportedData {
  return {
    title: String(record.title ?? ""),
    description: String(record.description ?? ""),
    date: String(record.date ?? ""),
    endDate: String(record.endDate ?? ""),
    time: String(record.time ?? ""),
    location: String(record.location ?? ""),
    rrule: String(record.rrule ?? ""),
    exdates: (record.exdates as string[] | undefined) ?? [],
    rdates: (record.rdates as string[] | undefined) ?? [],
    overrides: (record.overrides as EventData["overrides"] | undefined) ?? [],
  };
}

/** Tells an event staff edited since the import wrote it from one the import left as it wrote it. */
export function fieldsHash(record: Partial<Record<ImportedField, unknown>>): string {
  const { endDate, ...fields } = importedFields(record);
  // Only when set: the hashes of events imported before events had an end date stay as they were.
  return digest(canonical(endDate ? { ...fields, endDate } : fields));
}

/**
 * A stored entry, read leniently: anything unreadable reads as never seen. `words: false` reads a run's listing,
 * which leaves a waiting change's fields out (a calendar's thousands of entries, each up to a description long).
 */
export function readLedger(
  data: Record<string, unknown> | undefined,
  { words = true }: { words?: boolean } = {},
): LedgerEntry | null {
  if (!data || typeof data.sourceId !== "string" || typeof data.key !== "string") return null;
  const pending = data.pending as PendingImport | null | undefined;
  return {
    sourceId: data.sourceId,
    key: data.key,
    version: String(data.version ?? ""),
    hash: String(data.hash ?? ""),
    published: data.published === true,
    declined: data.declined === true,
    cancelled: data.cancelled === true,
    gone: data.gone === true,
    pending: pending && typeof pending.inboxId === "string" && (pending.data || !words) ? pending : null,
    ownerUid: typeof data.ownerUid === "string" ? data.ownerUid : "",
  };
}
