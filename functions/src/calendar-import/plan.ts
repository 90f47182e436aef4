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
  /** The last day it happens (YYYY-MM-DD); null for a series without an end. */
  last: string | null;
  /** Its fields, for an inbox item about calling it off. */
  data?: EventData;
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

export interface PlanContext {
  sourceId: string;
  /** The entry's and event's id (ledger.ts importId). */
  id: string;
  /** The source publishes new events at once rather than sending them to the inbox. */
  trusted: boolean;
  /** An owner's calendar: every change, a cancellation too, waits for staff (docs/product.md#importing-calendars). */
  reviewed: boolean;
  /** The site's date: an event that has happened is never gone. */
  today: string;
  /** Who owns the calendar ('' for staff's), kept on its entries. */
  ownerUid?: string;
}

const NOTHING: Plan = { entry: null };

/** A new key (or one whose new event was declined, at a new version): published, or sent to the inbox. */
function fresh(seen: SeenEvent, ctx: PlanContext): Plan {
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
    ownerUid: ctx.ownerUid ?? "",
  };
  if (ctx.trusted && !ctx.reviewed) return { entry, create: seen.data, count: "added" };
  const pending: PendingImport = {
    inboxId: inboxIdFor(ctx.id, seen.version),
    kind: "new",
    version: seen.version,
    data: seen.data,
  };
  return { entry: { ...entry, version: "", hash: "", published: false, pending }, file: pending, count: "inbox" };
}

/** A change for staff to review: filed under the item already waiting for the key, or a new one. */
function review(entry: LedgerEntry, ctx: PlanContext, change: Omit<PendingImport, "inboxId">): Plan {
  const pending: PendingImport = { inboxId: entry.pending?.inboxId ?? inboxIdFor(ctx.id, change.version), ...change };
  return { entry: { ...entry, pending }, file: pending, count: "inbox" };
}

/**
 * A key the source no longer has: its event is marked cancelled (an owner's calendar: staff are asked), never
 * deleted. An event that has happened is not gone: calendars drop past dates, and the import reads from today.
 */
function gone(entry: LedgerEntry | null, event: CurrentEvent | null, ctx: PlanContext): Plan {
  if (!entry || entry.gone) return NOTHING;
  const ended = event !== null && event.last !== null && event.last < ctx.today;
  if (entry.published && event && !event.cancelled && !ended) {
    if (ctx.reviewed && event.data) {
      const plan = review({ ...entry, gone: true }, ctx, {
        kind: "cancel",
        version: "gone",
        data: event.data,
        cancelled: true,
      });
      return plan;
    }
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
  ctx: PlanContext,
): Plan {
  if (!seen) return gone(entry, event, ctx);
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
  const current = { ...entry, gone: false };
  const changed = seen.version !== entry.version && seen.version !== entry.pending?.version;
  if (ctx.reviewed) {
    // An owner's calendar: the change, its cancelled state with it, waits for staff.
    const cancelChanged = seen.cancelled !== event.cancelled;
    if (changed || (cancelChanged && entry.pending?.version !== seen.version)) {
      const kind = seen.cancelled ? "cancel" : "change";
      return review(current, ctx, { kind, version: seen.version, data: seen.data, cancelled: seen.cancelled });
    }
    return back ? { entry: back } : NOTHING;
  }
  const plan: Plan = { entry: current };
  if (changed && event.hash === entry.hash && !entry.pending) {
    plan.update = { fields: importedFields(seen.data) };
    plan.entry = { ...plan.entry!, version: seen.version, hash: fieldsHash(seen.data) };
    plan.count = "updated";
  } else if (changed) {
    // Staff edited the event since the import wrote it: the source's change waits for their review.
    Object.assign(plan, review(current, ctx, { kind: "change", version: seen.version, data: seen.data }));
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
