/**
 * One import of one calendar (docs/product.md#importing-calendars): one fetch, the parse, then each key reconciled
 * with what the import remembers (plan.ts) in transactions of at most CHUNK keys, each re-reading its entries and
 * events, so a retry or two runs at once can't make a second event or overwrite an edit made meanwhile. A calendar
 * that can't be fetched or read is recorded on its source and changes nothing.
 */
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { CalendarRun, CalendarSource } from "@main-street/domain/calendar-sources";
import { todayInSiteZone } from "@main-street/domain/dates";
import { eventKind, inboxItemType } from "@main-street/domain/records";
import { events } from "../events/repository";
import { readBusiness } from "../owners/ownership";
import { onLocalStack } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { CalendarFetchError, fetchCalendar } from "./fetch-calendar";
import { importItem, importedEventDoc, type ImportOrigin } from "./import-inbox";
import { LEDGER_COLLECTION, fieldsHash, importId, readLedger, type LedgerEntry } from "./ledger";
import { boundedWarnings, seenEvents } from "./normalize";
import { CalendarParseError, parseCalendar } from "./parse-calendar";
import { planKey, unchanged, type CurrentEvent, type Plan, type SeenEvent } from "./plan";
import { getSource, listSources, recordRun } from "./sources";
import { siteNow } from "../platform/clock";

/** Keys per transaction: each reads two documents and writes at most three, well inside a commit's 500 writes. */
const CHUNK = 100;
/** A chunk's transaction may take longer than one read. */
const CHUNK_DEADLINE_MS = 30_000;

type Counts = Pick<CalendarRun, "added" | "updated" | "cancelled" | "inbox">;
interface Work {
  id: string;
  key: string;
  seen: SeenEvent | null;
}

const db = () => firestore();
const entryRef = (id: string) => db().collection(LEDGER_COLLECTION).doc(id);
const eventRef = (id: string) => db().collection(eventKind.collection).doc(id);

function currentEvent(snap: DocumentSnapshot): (CurrentEvent & { sequence: number }) | null {
  const event = snap.exists ? events.stored.fromDoc(snap) : null;
  return event ? { hash: fieldsHash(event), cancelled: event.cancelled === true, sequence: event.sequence ?? 0 } : null;
}

/** The plan's writes, in the chunk's transaction. Returns whether an event changed (the public caches must drop). */
function write(tx: Transaction, work: Work, plan: Plan, event: { sequence: number } | null, origin: Origin): boolean {
  const now = FieldValue.serverTimestamp();
  if (plan.entry) tx.set(entryRef(work.id), { ...plan.entry, updatedAt: now });
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

interface Origin {
  sourceId: string;
  trusted: boolean;
  item: (id: string, plan: Plan) => ReturnType<typeof importItem>;
}

async function applyChunk(chunk: Work[], origin: Origin): Promise<Counts> {
  const done = await withDeadline(
    db().runTransaction(async (tx) => {
      const counts: Counts = { added: 0, updated: 0, cancelled: 0, inbox: 0 };
      const snaps = await tx.getAll(...chunk.map((w) => entryRef(w.id)), ...chunk.map((w) => eventRef(w.id)));
      let changed = false;
      chunk.forEach((work, i) => {
        const event = currentEvent(snaps[chunk.length + i]!);
        const entry = readLedger(snaps[i]!.data());
        const plan = planKey(work.seen, entry, event, {
          sourceId: origin.sourceId,
          id: work.id,
          trusted: origin.trusted,
        });
        if (write(tx, work, plan, event, origin)) changed = true;
        if (plan.count) counts[plan.count] += 1;
      });
      return { counts, version: changed ? bumpCacheVersion(tx) : null };
    }),
    CHUNK_DEADLINE_MS,
  );
  if (done.version) cacheBumped(done.version);
  return done.counts;
}

/** What the import remembers of the source, by key. */
async function remembered(sourceId: string): Promise<Map<string, LedgerEntry>> {
  const snap = await withDeadline(db().collection(LEDGER_COLLECTION).where("sourceId", "==", sourceId).get());
  const byKey = new Map<string, LedgerEntry>();
  for (const doc of snap.docs) {
    const entry = readLedger(doc.data());
    if (entry) byKey.set(entry.key, entry);
  }
  return byKey;
}

async function originOf(source: CalendarSource, now: Date): Promise<Origin> {
  const host = source.hostBusinessId ? await readBusiness(source.hostBusinessId) : null;
  const shown: ImportOrigin = { address: source.address, hostBusinessId: host?.id ?? "", hostName: host?.name ?? "" };
  return {
    sourceId: source.id,
    trusted: source.mode === "publish",
    item: (id, plan) => importItem(id, plan.file!, shown, now),
  };
}

/** The calendar's text parsed, or the reason it can't be (for the run's record). */
async function read(source: CalendarSource, now: Date) {
  try {
    const text = await fetchCalendar(source.address, { allowLoopback: onLocalStack() });
    return parseCalendar(text, { today: todayInSiteZone(now) });
  } catch (error) {
    if (error instanceof CalendarFetchError || error instanceof CalendarParseError) return error.message;
    throw error;
  }
}

/** Imports one source now and records the run on it; null when there is no such source. */
export async function importSource(sourceId: string, now = siteNow()): Promise<CalendarRun | null> {
  const source = await getSource(sourceId);
  if (!source) return null;
  const run: CalendarRun = {
    at: now.toISOString(),
    added: 0,
    updated: 0,
    cancelled: 0,
    inbox: 0,
    error: "",
    warnings: [],
  };
  const parsed = await read(source, now);
  if (typeof parsed === "string") {
    run.error = parsed;
  } else {
    const { seen, warnings } = seenEvents(parsed.events, source);
    run.warnings = boundedWarnings(parsed.warnings, warnings);
    const entries = await remembered(source.id);
    const keys = new Set(seen.map((s) => s.key));
    const work: Work[] = [
      ...seen.filter((s) => !unchanged(s, entries.get(s.key) ?? null)).map((s) => ({ key: s.key, seen: s })),
      ...[...entries.values()].filter((e) => !keys.has(e.key) && !e.gone).map((e) => ({ key: e.key, seen: null })),
    ].map((w) => ({ ...w, id: importId(source.id, w.key) }));
    const origin = await originOf(source, now);
    for (let i = 0; i < work.length; i += CHUNK) {
      const counts = await applyChunk(work.slice(i, i + CHUNK), origin);
      for (const name of ["added", "updated", "cancelled", "inbox"] as const) run[name] += counts[name];
    }
  }
  await recordRun(source.id, run);
  return run;
}

/** The hourly job's bound: sources not reached in time go first next hour (the oldest run first). */
const JOB_BUDGET_MS = 240_000;

/** The hourly `importCalendars` job (index.ts): every source, the longest unrun first, each on its own. */
export async function importCalendars(now = siteNow): Promise<number> {
  const started = now().getTime();
  const due = (await listSources()).sort((a, b) => (a.lastRun?.at ?? "").localeCompare(b.lastRun?.at ?? ""));
  let ran = 0;
  for (const source of due) {
    if (now().getTime() - started > JOB_BUDGET_MS) break;
    try {
      await importSource(source.id, now());
      ran += 1;
    } catch (error) {
      logger.error("calendar import failed", {
        source: source.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return ran;
}
