/**
 * The counts beacons take, written in group commits (docs/decisions/0048, 0060): a beacon's counts join the group
 * that is waiting, and its answer waits until the commit carrying them has finished. A group commits at once unless
 * MAX_WRITING groups of its database are committing; then it takes every beacon that arrives until one of them ends.
 * So nothing is written after an answer (Cloud Run gives an instance no CPU once its requests are answered), a quiet site writes each
 * beacon at once, and a busy one still sums many beacons into each commit: a listing's day is one document per group
 * (a shard picked at random, every counter raised with FieldValue.increment: packages/domain/src/listing-stats.ts).
 */
import { randomInt } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { todayInSiteZone } from "@main-street/domain/dates";
import { STATS_COLLECTION, STAT_SHARDS, statsDocId, type StatCounter } from "@main-street/domain/listing-stats";
import { firestore, withDeadline } from "../platform/firestore";
import { testNamespace } from "../platform/test-namespace";

/** Documents in one batch, under a batch's 500 writes; a larger group commits as several batches at once. */
const BATCH_DOCUMENTS = 450;
/**
 * Groups committing at once, per database: a beacon rarely waits for another's commit, and past that, beacons wait
 * together for the next group, so the writes per second stay bounded however many beacons come.
 */
const MAX_WRITING = 4;

interface Waiting {
  businessId: string;
  day: string;
  counts: Partial<Record<StatCounter, number>>;
}

/** The counts waiting for the next commit, and the promise every beacon among them awaits. */
interface Group {
  readonly waiting: Map<string, Waiting>;
  readonly written: Promise<void>;
  start(): void;
}

interface Tally {
  /** The group taking counts; it commits as soon as fewer than MAX_WRITING groups are committing. */
  next?: Group;
  writing: number;
}

/** One tally per database: the default one, or a test namespace's on the local stack (platform/test-namespace.ts). */
const tallies = new Map<string, Tally>();

function newGroup(t: Tally): Group {
  const waiting = new Map<string, Waiting>();
  let begin = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));
  const written = started
    .then(() => commitAll([...waiting.values()]))
    .finally(() => {
      t.writing -= 1;
      const following = t.next;
      if (following && following.waiting.size > 0) {
        t.next = undefined;
        following.start();
      }
    });
  const start = () => {
    t.writing += 1; // at once: the beacons of the same tick past the bound join the next group
    begin();
  };
  return { waiting, written, start };
}

/**
 * Counts one `counter` for each business, on the Los Angeles day of `now`; resolves once the commit carrying the
 * counts has finished (rejects when it failed: those counts are lost, and the failure is logged).
 */
export function tally(counter: StatCounter, businessIds: readonly string[], now: Date): Promise<void> {
  const database = testNamespace() ?? "";
  let t = tallies.get(database);
  if (!t) tallies.set(database, (t = { writing: 0 }));
  const group = (t.next ??= newGroup(t));
  const day = todayInSiteZone(now);
  for (const businessId of businessIds) {
    const key = `${businessId}__${day}`;
    let waiting = group.waiting.get(key);
    if (!waiting) group.waiting.set(key, (waiting = { businessId, day, counts: {} }));
    waiting.counts[counter] = (waiting.counts[counter] ?? 0) + 1;
  }
  if (t.writing < MAX_WRITING) {
    t.next = undefined;
    group.start();
  }
  return group.written;
}

async function commitAll(documents: Waiting[]): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < documents.length; i += BATCH_DOCUMENTS) {
    batches.push(commit(documents.slice(i, i + BATCH_DOCUMENTS)));
  }
  await Promise.all(batches);
}

async function commit(documents: Waiting[]): Promise<void> {
  const db = firestore();
  const batch = db.batch();
  for (const { businessId, day, counts } of documents) {
    const raised = Object.fromEntries(Object.entries(counts).map(([c, n]) => [c, FieldValue.increment(n)]));
    const doc = db.collection(STATS_COLLECTION).doc(statsDocId(businessId, day, randomInt(STAT_SHARDS)));
    batch.set(doc, { businessId, day, ...raised }, { merge: true });
  }
  try {
    await withDeadline(batch.commit());
  } catch (error) {
    logger.error("listing statistics write failed", {
      documents: documents.length,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
