/**
 * Imported events staff review in the inbox (docs/product.md#importing-calendars): a new event from a calendar
 * whose events are sent to the inbox, or a change at the calendar to an event staff edited here. Approving publishes
 * it (or puts the change live); declining leaves the site as it is, and the same version is not offered again.
 */
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import type { EventData } from "@main-street/domain/event";
import type { InboxItem } from "@main-street/domain/inbox";
import { eventKind, inboxItemType } from "@main-street/domain/records";
import { parseRepeatRule, describeRepeatRule } from "@main-street/domain/repeat-rule";
import { stripHtml, truncate } from "@main-street/domain/text";
import { HttpError } from "../http/errors";
import { inboxEntry } from "../inbox";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord } from "../records/read";
import { events } from "../events";
import { LEDGER_COLLECTION, fieldsHash, importedFields, readLedger, type PendingImport } from "./ledger";

/** What the inbox item shows of the source the event comes from. */
export interface ImportOrigin {
  address: string;
  hostBusinessId: string;
  hostName: string;
}

const KIND_TEXT = {
  new: "A new event from the calendar",
  change: "A change at the calendar to an event on the site (approving puts it live, over any edits made here)",
  cancel: "The calendar calls this event off, or no longer has it (approving marks it cancelled)",
};

function repeats(data: EventData): string {
  if (!data.rrule) return "";
  const parsed = parseRepeatRule(data.rrule);
  return parsed.ok ? describeRepeatRule(parsed.rule, data.date, data.time) : data.rrule;
}

/** The inbox item of a filing: listed, searched and exported like every other item; no staff e-mail for each. */
export function importItem(id: string, pending: PendingImport, origin: ImportOrigin, now: Date) {
  const { data } = pending;
  const entry = inboxEntry(
    "import",
    pending.inboxId,
    {
      change: KIND_TEXT[pending.kind],
      calendar: new URL(origin.address).host,
      businessId: origin.hostBusinessId,
      businessName: origin.hostName,
      title: data.title,
      date: data.date,
      time: data.time,
      location: data.location,
      repeats: repeats(data),
      description: truncate(stripHtml(data.description), 1000),
    },
    now,
  );
  return { ...entry, notice: { state: "off", attempts: 0 }, source: { collection: LEDGER_COLLECTION, id } };
}

/** The stored fields of an event the import makes. */
export function importedEventDoc(data: EventData, sourceId: string, key: string) {
  const now = FieldValue.serverTimestamp();
  return { ...data, imported: { sourceId, key }, sequence: 0, createdAt: now, updatedAt: now };
}

const conflict = (message: string) => new HttpError(409, "conflict", message);

/** The entry and event an import item is about, read in the decision's transaction. */
async function decidable(tx: Transaction, inboxId: string) {
  const db = firestore();
  const inboxRef = db.collection(inboxItemType.collection).doc(inboxId);
  const snap = await tx.get(inboxRef);
  const item = readRecord(inboxItemType, snap);
  if (!item) return null;
  if (item.type !== "import") throw new HttpError(400, "bad_request", "Only calendar imports can be decided here.");
  if (item.decision) throw conflict("This has already been decided.");
  const entryId = String((snap.get("source") as { id?: unknown } | undefined)?.id ?? "") || "-";
  const entryRef = db.collection(LEDGER_COLLECTION).doc(entryId);
  const eventRef = db.collection(eventKind.collection).doc(entryId);
  const [entrySnap, eventSnap] = await tx.getAll(entryRef, eventRef);
  const entry = readLedger(entrySnap!.data());
  if (!entry) throw conflict("Its calendar is no longer imported.");
  const pending = entry.pending;
  if (pending?.inboxId !== inboxId) throw conflict("The calendar changed this event again since.");
  if (entry.gone && pending.kind !== "cancel") throw conflict("The event is no longer in its calendar.");
  return { inboxRef, item, entryRef, entry, pending, eventRef, eventSnap: eventSnap! };
}

/**
 * Approve (publish the new event, or put the calendar's change live over staff's edits) or decline (the site stays
 * as it is; the calendar's next change is offered again). Null when there is no such item.
 */
export async function decideImport(
  inboxId: string,
  verdict: "approve" | "decline",
  { note = "", version }: { note?: string; version?: string } = {},
): Promise<InboxItem | null> {
  const result = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const found = await decidable(tx, inboxId);
      if (!found) return null;
      const { entry, pending, entryRef, eventRef, eventSnap } = found;
      // Staff approve what they saw: a newer version filed meanwhile is looked at again first.
      if (verdict === "approve" && version !== pending.version)
        throw conflict("The calendar changed this event since you opened it: open it again to see the change.");
      const gone = pending.kind === "cancel" && pending.version === "gone";
      const settled = {
        ...entry,
        pending: null,
        waiting: false,
        version: gone ? entry.version : pending.version,
        updatedAt: FieldValue.serverTimestamp(),
      };
      let cacheVersion: string | null = null;
      if (verdict === "decline") {
        tx.set(entryRef, { ...settled, declined: !entry.published });
      } else if (pending.kind === "new" || !eventSnap.exists) {
        if (eventSnap.exists) throw conflict("This event is already on the site.");
        if (entry.published) throw new HttpError(404, "not_found", "Event not found.");
        tx.create(eventRef, importedEventDoc(pending.data, entry.sourceId, entry.key));
        tx.set(entryRef, { ...settled, published: true, declined: false, hash: fieldsHash(pending.data) });
        cacheVersion = bumpCacheVersion(tx);
      } else {
        const stored = events.stored.fromDoc(eventSnap);
        const cancelled = pending.cancelled;
        tx.update(eventRef, {
          ...importedFields(pending.data),
          ...(cancelled === undefined ? {} : { cancelled }),
          sequence: (stored?.sequence ?? 0) + 1,
          updatedAt: FieldValue.serverTimestamp(),
        });
        tx.set(entryRef, {
          ...settled,
          hash: fieldsHash(pending.data),
          ...(cancelled === undefined ? {} : { cancelled }),
        });
        cacheVersion = bumpCacheVersion(tx);
      }
      const decision =
        verdict === "approve"
          ? { state: "approved" as const, eventId: eventRef.id }
          : { state: "declined" as const, note: note.trim() };
      tx.update(found.inboxRef, {
        decision,
        status: "handled",
        expireAt: null,
        statusChangedAt: FieldValue.serverTimestamp(),
      });
      const item: InboxItem = { ...found.item, decision, status: "handled", expireAt: null };
      return { item, version: cacheVersion };
    }),
  );
  if (result?.version) cacheBumped(result.version);
  return result?.item ?? null;
}
