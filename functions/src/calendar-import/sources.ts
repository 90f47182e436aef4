/**
 * The calendars events are imported from (docs/product.md#importing-calendars): staff's, any number; an owner's,
 * one per business, under an id made from the business's, so a business can never have two. An owner's calendar
 * always sends its changes to the inbox, starts a new ledger when its address changes, and is removed with its
 * ownership (an owner removed, their data deleted on request, the business deleted).
 */
import { createHash, randomUUID } from "node:crypto";
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import type { CalendarRun, CalendarSource, CalendarSourceData } from "@main-street/domain/calendar-sources";
import { calendarSourceType, inboxItemType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { readBusiness } from "../owners";
import { ownerRef } from "../owners";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord, readRecords } from "../records/read";
import { LEDGER_COLLECTION } from "./ledger";

const sources = () => firestore().collection(calendarSourceType.collection);

/** The one source an owner may add for a business. */
export function ownerSourceId(businessId: string): string {
  return `owner-${createHash("sha256").update(businessId).digest("base64url").slice(0, 24)}`;
}

/** What a source's keys are remembered under (ledger.ts importId): its id, and its ledger once it has a new one. */
export function ledgerScope(source: Pick<CalendarSource, "id" | "ledger">): string {
  return source.ledger ? `${source.id}/${source.ledger}` : source.id;
}

export async function listSources(): Promise<CalendarSource[]> {
  const snap = await withDeadline(sources().get());
  return readRecords(calendarSourceType, snap.docs).sort(
    (a, b) => a.address.localeCompare(b.address) || a.id.localeCompare(b.id),
  );
}

export async function getSource(id: string): Promise<CalendarSource | null> {
  return readRecord(calendarSourceType, await withDeadline(sources().doc(id).get()));
}

/** The host business must exist: an event's host is a listing people can open. */
async function checkedHost(data: CalendarSourceData): Promise<void> {
  if (data.hostBusinessId && !(await readBusiness(data.hostBusinessId))) {
    throw new HttpError(400, "validation_failed", "Business not found.", { hostBusinessId: "Business not found." });
  }
}

async function written(id: string): Promise<CalendarSource> {
  const source = await getSource(id);
  if (!source) throw new Error("calendar source could not be read after its write");
  return source;
}

export async function createSource(data: CalendarSourceData): Promise<CalendarSource> {
  await checkedHost(data);
  const ref = sources().doc();
  const now = FieldValue.serverTimestamp();
  await withDeadline(ref.create({ ...data, ownerUid: "", ledger: "", lastRun: null, createdAt: now, updatedAt: now }));
  return written(ref.id);
}

const OWNER_MODE = "An owner's calendar always sends its events to the inbox";

/** Null when there is no such source. An owner's stays in the inbox mode, and a new address starts a new ledger. */
export async function updateSource(id: string, data: CalendarSourceData): Promise<CalendarSource | null> {
  await checkedHost(data);
  const ref = sources().doc(id);
  const found = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const before = readRecord(calendarSourceType, await tx.get(ref));
      if (!before) return null;
      if (before.ownerUid && data.mode !== "inbox")
        throw new HttpError(400, "validation_failed", OWNER_MODE, { mode: OWNER_MODE });
      const moved = before.ownerUid !== "" && before.address !== data.address;
      tx.update(ref, { ...data, ...(moved ? { ledger: randomUUID() } : {}), updatedAt: FieldValue.serverTimestamp() });
      return { moved };
    }),
  );
  if (!found) return null;
  if (found.moved) await forgetLedger(id);
  return written(id);
}

/**
 * An owner's calendar for their business (the route checked the ownership): its events always go to the inbox, and
 * a new address starts a new ledger: what the old calendar made stays as staff's own events, out of its reach.
 */
export async function setOwnerSource(businessId: string, uid: string, address: string): Promise<CalendarSource> {
  const ref = sources().doc(ownerSourceId(businessId));
  const moved = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const before = readRecord(calendarSourceType, await tx.get(ref));
      const now = FieldValue.serverTimestamp();
      const data = { address, hostBusinessId: businessId, mode: "inbox", ownerUid: uid, updatedAt: now };
      if (!before) {
        tx.set(ref, { ...data, category: "", ledger: "", lastRun: null, createdAt: now });
        return false;
      }
      const moved = before.address !== address;
      tx.update(ref, { ...data, ...(moved ? { ledger: randomUUID(), lastRun: null } : {}) });
      return moved;
    }),
  );
  if (moved) await forgetLedger(ref.id);
  return written(ref.id);
}

async function deleteAll(refs: DocumentReference[]): Promise<void> {
  const db = firestore();
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const each of refs.slice(i, i + 400)) batch.delete(each);
    await withDeadline(batch.commit());
  }
}

/** The source's ledger and the changes still waiting for staff in the inbox; its events stay. */
async function forgetLedger(id: string): Promise<void> {
  const db = firestore();
  const entries = await withDeadline(
    db.collection(LEDGER_COLLECTION).where("sourceId", "==", id).select("pending.inboxId").get(),
  );
  const waiting = entries.docs
    .map((d) => d.get("pending.inboxId") as unknown)
    .filter((inboxId): inboxId is string => typeof inboxId === "string" && inboxId !== "")
    .map((inboxId) => db.collection(inboxItemType.collection).doc(inboxId));
  await deleteAll([...waiting, ...entries.docs.map((d) => d.ref)]);
}

/** Removes the source, what the import remembers of it and its waiting changes; its events stay, as staff's own. */
export async function removeSource(id: string): Promise<boolean> {
  const ref = sources().doc(id);
  if (!(await withDeadline(ref.get())).exists) return false;
  await forgetLedger(id);
  await withDeadline(ref.delete());
  return true;
}

/** Whether the owner who added an owner's calendar still owns its business. */
export async function ownerStillOwns(source: Pick<CalendarSource, "hostBusinessId" | "ownerUid">): Promise<boolean> {
  const [owner, business] = await Promise.all([
    withDeadline(ownerRef(source.hostBusinessId, source.ownerUid).get()),
    readBusiness(source.hostBusinessId),
  ]);
  return owner.exists && business !== null;
}

/**
 * The calendars that end with an ownership: one owner's of one business (removed as its owner), every one of some
 * accounts (their data deleted on request), or the business's (deleted). Each is removed as staff remove a source.
 */
export async function removeOwnerCalendars(which: { businessId?: string; uids?: string[] }): Promise<number> {
  const found = new Map<string, CalendarSource>();
  if (which.businessId) {
    const source = await getSource(ownerSourceId(which.businessId));
    if (source?.ownerUid && (!which.uids || which.uids.includes(source.ownerUid))) found.set(source.id, source);
  } else {
    for (const uid of which.uids ?? []) {
      const snap = await withDeadline(sources().where("ownerUid", "==", uid).get());
      for (const source of readRecords(calendarSourceType, snap.docs)) found.set(source.id, source);
    }
  }
  for (const id of found.keys()) await removeSource(id);
  return found.size;
}

/** The run's record on its source (a source removed meanwhile keeps nothing). */
export async function recordRun(id: string, run: CalendarRun): Promise<void> {
  const ref = sources().doc(id);
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) tx.update(ref, { lastRun: { ...run, at: new Date(run.at) } });
    }),
  );
}
