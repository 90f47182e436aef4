/**
 * What one run does with one key of a calendar (docs/product.md#importing-calendars), decided from what the source
 * says now, what the import remembers (ledger.ts) and the event as stored: pure, so every case is unit-tested.
 */
import type { EventData } from "@main-street/domain/event";
import {
  fieldsHash,
  importedFields,
  inboxIdFor,
  type ImportedData,
  type LedgerEntry,
  type PendingImport,
} from "./ledger";

/** One event of the source, its data as the site stores it (the source's host business and category applied). */
export interface SeenEvent {
  key: string;
  version: string;
  cancelled: boolean;
  data: EventData;
}

/** The stored event an entry made, as the plan needs it; null when there is none (never made, or deleted). */
export interface CurrentEvent {
  hash: string;
  cancelled: boolean;
}

type RunCount = "added" | "updated" | "cancelled" | "inbox";

export interface Plan {
  /** The entry to store; null leaves it as it is. */
  entry: LedgerEntry | null;
  /** Make the event (published). */
  create?: EventData;
  /** Change the event: its imported fields and/or its cancelled flag. */
  update?: { fields?: ImportedData; cancelled?: boolean };
  /** File (or refresh) an inbox item for staff to review. */
  file?: PendingImport;
  count?: RunCount;
}

interface Context {
  sourceId: string;
  /** The entry's and event's id (ledger.ts importId). */
  id: string;
  /** The source publishes new events at once rather than sending them to the inbox. */
  trusted: boolean;
}

const NOTHING: Plan = { entry: null };

/** A new key (or one whose new event was declined, at a new version): published, or sent to the inbox. */
function fresh(seen: SeenEvent, ctx: Context): Plan {
  if (seen.cancelled) return NOTHING; // never make an event its calendar already calls off
  const entry: LedgerEntry = {
    sourceId: ctx.sourceId,
    key: seen.key,
    version: seen.version,
    hash: fieldsHash(seen.data),
    published: true,
    declined: false,
    cancelled: false,
    gone: false,
    pending: null,
  };
  if (ctx.trusted) return { entry, create: seen.data, count: "added" };
  const pending: PendingImport = {
    inboxId: inboxIdFor(ctx.id, seen.version),
    kind: "new",
    version: seen.version,
    data: seen.data,
  };
  return { entry: { ...entry, version: "", hash: "", published: false, pending }, file: pending, count: "inbox" };
}

/** A key the source no longer has: its event is marked cancelled, never deleted. */
function gone(entry: LedgerEntry | null, event: CurrentEvent | null): Plan {
  if (!entry || entry.gone) return NOTHING;
  if (entry.published && event && !event.cancelled) {
    return { entry: { ...entry, gone: true, cancelled: true }, update: { cancelled: true }, count: "cancelled" };
  }
  return { entry: { ...entry, gone: true } };
}

/**
 * The plan for one key: `seen` is the source's event (null when the source no longer has the key), `entry` what the
 * import remembers of it, `event` the stored event.
 */
export function planKey(
  seen: SeenEvent | null,
  entry: LedgerEntry | null,
  event: CurrentEvent | null,
  ctx: Context,
): Plan {
  if (!seen) return gone(entry, event);
  if (!entry || (!entry.published && !entry.pending && !entry.declined)) return fresh(seen, ctx);
  const back = entry.gone ? { ...entry, gone: false } : null; // back in the source after a run without it

  if (!entry.published) {
    const waiting = entry.pending;
    if (waiting) {
      if (waiting.version === seen.version) return { entry: back };
      const pending = { ...waiting, version: seen.version, data: seen.data };
      return { entry: { ...entry, gone: false, pending }, file: pending, count: "inbox" };
    }
    // Declined: offered again only once the source changes it.
    return entry.version === seen.version ? { entry: back } : fresh(seen, ctx);
  }

  if (!event) return { entry: back }; // staff deleted the event: the import doesn't bring it back
  const plan: Plan = { entry: { ...entry, gone: false } };
  const changed = seen.version !== entry.version && seen.version !== entry.pending?.version;
  if (changed && event.hash === entry.hash && !entry.pending) {
    plan.update = { fields: importedFields(seen.data) };
    plan.entry = { ...plan.entry!, version: seen.version, hash: fieldsHash(seen.data) };
    plan.count = "updated";
  } else if (changed) {
    // Staff edited the event since the import wrote it: the source's change waits for their review.
    const pending: PendingImport = {
      inboxId: entry.pending?.inboxId ?? inboxIdFor(ctx.id, seen.version),
      kind: "change",
      version: seen.version,
      data: seen.data,
    };
    plan.entry = { ...plan.entry!, pending };
    plan.file = pending;
    plan.count = "inbox";
  }
  if (seen.cancelled !== event.cancelled) {
    plan.update = { ...plan.update, cancelled: seen.cancelled };
    plan.entry = { ...plan.entry!, cancelled: seen.cancelled };
    plan.count = seen.cancelled ? "cancelled" : (plan.count ?? "updated");
  }
  return plan.update || plan.file || back ? plan : NOTHING;
}

/** Whether a run can pass a key by without reading anything more: the source says what the import already did. */
export function unchanged(seen: SeenEvent, entry: LedgerEntry | null): boolean {
  if (!entry || entry.gone) return false;
  if (entry.pending && entry.pending.version !== seen.version) return false;
  if (!entry.published) return entry.pending !== null || (entry.declined && entry.version === seen.version);
  return (entry.pending !== null || entry.version === seen.version) && entry.cancelled === seen.cancelled;
}
