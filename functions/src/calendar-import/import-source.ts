/**
 * One import of one calendar (docs/product.md#importing-calendars): one fetch, the parse, then each key reconciled
 * with what the import remembers (plan.ts) in transactions of at most CHUNK keys, each re-reading its entries and
 * events, so a retry or two runs at once can't make a second event or overwrite an edit made meanwhile. The ledger
 * is read in pages; an owner's calendar is held to its limits (source-limits.ts). Every run is recorded on its
 * source, one that fails partway too, so the hourly job doesn't take a failing source first forever.
 */
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { CalendarRun, CalendarSource } from "@main-street/domain/calendar-sources";
import { todayInSiteZone } from "@main-street/domain/dates";
import type { EventData } from "@main-street/domain/event";
import { lastDayOf } from "@main-street/domain/event-span";
import { seriesOf } from "@main-street/domain/recurrence";
import { eventKind, inboxItemType } from "@main-street/domain/records";
import { events } from "../events";
import { readBusiness } from "../owners";
import { onLocalStack } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { CalendarFetchError, fetchCalendar } from "./fetch-calendar";
import { importItem, importedEventDoc, type ImportOrigin } from "./import-inbox";
import { LEDGER_COLLECTION, fieldsHash, importId, readLedger, type LedgerEntry } from "./ledger";
import { boundedWarnings, seenEvents } from "./normalize";
import { CalendarParseError, parseCalendar } from "./parse-calendar";
import { planKey, unchanged, type CurrentEvent, type Plan, type PlanContext, type SeenEvent } from "./plan";
import { limitsFor, ownerWaiting, waitingText, type SourceLimits } from "./source-limits";
import { getSource, ledgerScope, ownerStillOwns, recordRun, removeSource } from "./sources";
import { siteNow } from "../platform/clock";

/** Keys per transaction: each reads two documents and writes at most three, well inside a commit's 500 writes. */
const CHUNK = 100;
/** A chunk's transaction may take longer than one read. */
const CHUNK_DEADLINE_MS = 30_000;
/** Ledger entries read per page: a calendar of thousands of keys never arrives as one answer. */
const LEDGER_PAGE = 500;
/** A single-date key: `${UID}@YYYY-MM-DD`. */
const SINGLE_DATE = /^(.*)@\d{4}-\d{2}-\d{2}$/;

type Counts = Pick<CalendarRun, "added" | "updated" | "cancelled" | "inbox">;
interface Work {
  id: string;
  key: string;
  seen: SeenEvent | null;
}

const db = () => firestore();
const entryRef = (id: string) => db().collection(LEDGER_COLLECTION).doc(id);
const eventRef = (id: string) => db().collection(eventKind.collection).doc(id);

/** The stored event as the plan reads it: its imported fields' hash, state, last day and fields. */
function currentEvent(snap: DocumentSnapshot): (CurrentEvent & { sequence: number }) | null {
  const event = snap.exists ? events.stored.fromDoc(snap) : null;
  if (!event) return null;
  const series = seriesOf(event);
  const endless = series !== null && series.rule.count === null && series.rule.until === null;
  const last = endless ? null : (series?.last()?.day ?? lastDayOf(event));
  const data: EventData = {
    title: event.title,
    description: event.description,
    excerpt: event.excerpt,
    date: event.date,
    endDate: event.endDate ?? "",
    time: event.time,
    location: event.location,
    image: event.image,
    category: event.category,
    featured: event.featured,
    rrule: event.rrule ?? "",
    exdates: event.exdates ?? [],
    overrides: event.overrides ?? [],
    rdates: event.rdates ?? [],
    pauses: event.pauses ?? [],
    hostBusinessId: event.hostBusinessId ?? "",
  };
  return { hash: fieldsHash(event), cancelled: event.cancelled === true, sequence: event.sequence ?? 0, last, data };
}

interface Origin {
  sourceId: string;
  item: (id: string, plan: Plan) => ReturnType<typeof importItem>;
  context: (id: string) => PlanContext;
  limits: SourceLimits;
}

/** The plan's writes, in the chunk's transaction. Returns whether an event changed (the public caches must drop). */
function write(tx: Transaction, work: Work, plan: Plan, event: { sequence: number } | null, origin: Origin): boolean {
  const now = FieldValue.serverTimestamp();
  if (plan.entry) tx.set(entryRef(work.id), { ...plan.entry, waiting: plan.entry.pending !== null, updatedAt: now });
  if (plan.file) tx.set(db().collection(inboxItemType.collection).doc(plan.file.inboxId), origin.item(work.id, plan));
  if (plan.create) tx.set(eventRef(work.id), importedEventDoc(plan.create, origin.sourceId, work.key));
  if (plan.update && event) {
    const { fields, cancelled } = plan.update;
    tx.update(eventRef(work.id), {
      ...fields,
      ...(cancelled === undefined ? {} : { cancelled }),
      sequence: event.sequence + 1,
      updatedAt: now,
    });
  }
  return Boolean(plan.create || plan.update);
}

/** How many more items the run may file for staff; null: no limit (staff's own calendars). */
interface Allowance {
  left: number | null;
  held: number;
}

async function applyChunk(chunk: Work[], origin: Origin, allowance: Allowance): Promise<Counts> {
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const counts: Counts = { added: 0, updated: 0, cancelled: 0, inbox: 0 };
      let left = allowance.left;
      let held = 0;
      const snaps = await tx.getAll(...chunk.map((w) => entryRef(w.id)), ...chunk.map((w) => eventRef(w.id)));
      let changed = false;
      chunk.forEach((work, i) => {
        const event = currentEvent(snaps[chunk.length + i]!);
        const entry = readLedger(snaps[i]!.data());
        const plan = planKey(work.seen, entry, event, origin.context(work.id));
        // A new item beyond what the calendar may have waiting is not filed: the next run offers it again.
        if (plan.file && !entry?.pending && left !== null) {
          if (left <= 0) return void (held += 1);
          left -= 1;
        }
        if (write(tx, work, plan, event, origin)) changed = true;
        if (plan.count) counts[plan.count] += 1;
      });
      return { counts, left, held, version: changed ? bumpCacheVersion(tx) : null };
    }),
    CHUNK_DEADLINE_MS,
  );
  if (done.version) cacheBumped(done.version);
  allowance.left = done.left;
  allowance.held += done.held;
  return done.counts;
}

/**
 * What the import remembers of the source, by key, read a page at a time in key order (never the waiting items'
 * words): a calendar of thousands of keys never arrives as one answer. Pages follow by the last key, not a cursor.
 */
async function remembered(sourceId: string): Promise<Map<string, LedgerEntry>> {
  const byKey = new Map<string, LedgerEntry>();
  const fields = ["sourceId", "key", "version", "hash", "published", "declined", "cancelled", "gone", "ownerUid"];
  const pending = ["pending.inboxId", "pending.version", "pending.kind"];
  let after: string | null = null;
  for (;;) {
    let query = db().collection(LEDGER_COLLECTION).where("sourceId", "==", sourceId);
    if (after !== null) query = query.where("key", ">", after);
    const snap = await withDeadline(
      query
        .orderBy("key")
        .select(...fields, ...pending)
        .limit(LEDGER_PAGE)
        .get(),
    );
    let last: string | null = null;
    for (const doc of snap.docs) {
      const entry = readLedger(doc.data(), { words: false });
      if (entry) byKey.set(entry.key, entry);
      last = String(doc.get("key") ?? "");
    }
    if (snap.docs.length < LEDGER_PAGE || last === null || (after !== null && last <= after)) return byKey;
    after = last;
  }
}

async function originOf(source: CalendarSource, now: Date, limits: SourceLimits): Promise<Origin> {
  const host = source.hostBusinessId ? await readBusiness(source.hostBusinessId) : null;
  const shown: ImportOrigin = { address: source.address, hostBusinessId: host?.id ?? "", hostName: host?.name ?? "" };
  const owned = source.ownerUid !== "";
  return {
    sourceId: source.id,
    item: (id, plan) => importItem(id, plan.file!, shown, now),
    context: (id) => ({
      sourceId: source.id,
      id,
      // An owner's calendar is never trusted: every change it makes waits for staff.
      trusted: source.mode === "publish" && !owned,
      reviewed: owned,
      today: todayInSiteZone(now),
      ownerUid: source.ownerUid,
    }),
    limits,
  };
}

/** The calendar's text parsed, or the reason it can't be (for the run's record). */
async function read(source: CalendarSource, now: Date, limits: SourceLimits, singleDates: Set<string>) {
  try {
    const { bytes, charset } = await fetchCalendar(source.address, { allowLoopback: onLocalStack() });
    return parseCalendar(bytes, {
      today: todayInSiteZone(now),
      charset,
      singleDates,
      maxEvents: limits.eventsPerRun,
      maxDescription: limits.description,
    });
  } catch (error) {
    if (error instanceof CalendarFetchError || error instanceof CalendarParseError) return error.message;
    throw error;
  }
}

/** The UIDs the ledger holds as single dates: they stay so (docs/decisions/0055). */
function singleDateUids(entries: Map<string, LedgerEntry>): Set<string> {
  const uids = new Set<string>();
  for (const key of entries.keys()) {
    const uid = SINGLE_DATE.exec(key)?.[1];
    if (uid) uids.add(uid);
  }
  return uids;
}

/** One run's reading and reconciling; throws when the database fails partway (the caller records that). */
async function reconcile(source: CalendarSource, now: Date, run: CalendarRun): Promise<void> {
  const limits = limitsFor(source);
  const entries = await remembered(source.id);
  const parsed = await read(source, now, limits, singleDateUids(entries));
  if (typeof parsed === "string") {
    run.error = parsed;
    return;
  }
  const { seen, warnings } = seenEvents(parsed.events, source);
  const scope = ledgerScope(source);
  const keys = new Set(seen.map((s) => s.key));
  const missing = parsed.complete
    ? [...entries.values()].filter((e) => !keys.has(e.key) && !parsed.present.has(e.key) && !e.gone)
    : [];
  const work: Work[] = [
    ...seen.filter((s) => !unchanged(s, entries.get(s.key) ?? null)).map((s) => ({ key: s.key, seen: s })),
    ...missing.map((e) => ({ key: e.key, seen: null })),
  ].map((w) => ({ ...w, id: importId(scope, w.key) }));
  const origin = await originOf(source, now, limits);
  const waiting = [...entries.values()].filter((e) => e.pending !== null).length;
  const allowance: Allowance = { left: null, held: 0 };
  if (limits.waitingPerSource !== null) {
    const byOwner = await ownerWaiting(source.ownerUid);
    allowance.left = Math.max(0, Math.min(limits.waitingPerSource - waiting, limits.waitingPerOwner - byOwner));
  }
  const limited: string[] = [];
  try {
    for (let i = 0; i < work.length; i += CHUNK) {
      const counts = await applyChunk(work.slice(i, i + CHUNK), origin, allowance);
      for (const name of ["added", "updated", "cancelled", "inbox"] as const) run[name] += counts[name];
    }
  } finally {
    if (allowance.held > 0) limited.push(waitingText(allowance.held, limits));
    run.warnings = boundedWarnings(limited, parsed.warnings, warnings);
  }
}

/** Imports one source now and records the run on it; null when there is no such source. */
export async function importSource(sourceId: string, now = siteNow()): Promise<CalendarRun | null> {
  const source = await getSource(sourceId);
  if (!source) return null;
  // An owner's calendar runs only while its owner owns the business (docs/product.md#importing-calendars).
  if (source.ownerUid && !(await ownerStillOwns(source))) {
    await removeSource(source.id);
    return null;
  }
  const run: CalendarRun = {
    at: now.toISOString(),
    added: 0,
    updated: 0,
    cancelled: 0,
    inbox: 0,
    error: "",
    warnings: [],
  };
  try {
    await reconcile(source, now, run);
  } catch (error) {
    logger.error("calendar import stopped partway", {
      source: source.id,
      error: error instanceof Error ? error.message : String(error),
    });
    run.error = "The import stopped partway (the database didn't answer in time); the next run goes on from there";
  }
  await recordRun(source.id, run);
  return run;
}
