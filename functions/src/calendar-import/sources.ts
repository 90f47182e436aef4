/**
 * The calendars events are imported from (docs/product.md#importing-calendars): staff's, any number; an owner's,
 * one per business, under an id made from the business's, so a business can never have two.
 */
import { createHash } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import type { CalendarRun, CalendarSource, CalendarSourceData } from "@main-street/domain/calendar-sources";
import { calendarSourceType } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { readBusiness } from "../owners/ownership";
import { firestore, withDeadline } from "../platform/firestore";
import { readRecord, readRecords } from "../records/read";
import { LEDGER_COLLECTION } from "./ledger";

const sources = () => firestore().collection(calendarSourceType.collection);

/** The one source an owner may add for a business. */
export function ownerSourceId(businessId: string): string {
  return `owner-${createHash("sha256").update(businessId).digest("base64url").slice(0, 24)}`;
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
  await withDeadline(ref.create({ ...data, ownerUid: "", lastRun: null, createdAt: now, updatedAt: now }));
  return written(ref.id);
}

/** Null when there is no such source. */
export async function updateSource(id: string, data: CalendarSourceData): Promise<CalendarSource | null> {
  await checkedHost(data);
  const ref = sources().doc(id);
  const found = await withDeadline(
    firestore().runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return false;
      tx.update(ref, { ...data, updatedAt: FieldValue.serverTimestamp() });
      return true;
    }),
  );
  return found ? written(id) : null;
}

/**
 * An owner's calendar for their business (the route checked the ownership): its events always go to the inbox, and
 * a changed address goes back to the inbox even if staff had trusted the old one.
 */
export async function setOwnerSource(businessId: string, uid: string, address: string): Promise<CalendarSource> {
  const ref = sources().doc(ownerSourceId(businessId));
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const before = readRecord(calendarSourceType, await tx.get(ref));
      const now = FieldValue.serverTimestamp();
      const mode = before && before.address === address ? before.mode : "inbox";
      const data = { address, hostBusinessId: businessId, mode, ownerUid: uid, updatedAt: now };
      if (before) tx.update(ref, data);
      else tx.set(ref, { ...data, category: "", lastRun: null, createdAt: now });
    }),
  );
  return written(ref.id);
}

/** Removes the source and what the import remembers of it; its events stay, as staff's own events. */
export async function removeSource(id: string): Promise<boolean> {
  const db = firestore();
  const ref = sources().doc(id);
  if (!(await withDeadline(ref.get())).exists) return false;
  const remembered = await withDeadline(db.collection(LEDGER_COLLECTION).where("sourceId", "==", id).get());
  const refs = [ref, ...remembered.docs.map((d) => d.ref)];
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const each of refs.slice(i, i + 400)) batch.delete(each);
    await withDeadline(batch.commit());
  }
  return true;
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
