/**
 * The counts an instance has taken and not yet written (docs/decisions/0048): summed in memory per listing and day,
 * then written together, each listing's day as one document (a shard picked at random, every counter raised with
 * FieldValue.increment: packages/domain/src/listing-stats.ts). A write goes once the oldest count is
 * STATS_FLUSH_MS old (checked by each beacon, and by a timer when none comes), so a busy listing costs one write per
 * interval however many visitors it has, and a quiet one a write per beacon. It runs after the beacon's answer; a
 * failure is logged (how many documents, nothing about visitors) and costs those counts, and so does an instance
 * stopping with counts unwritten.
 */
import { randomInt } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { todayInSiteZone } from "@main-street/domain/dates";
import { STATS_COLLECTION, STAT_SHARDS, statsDocId, type StatCounter } from "@main-street/domain/listing-stats";
import { env } from "../platform/config";
import { firestore, withDeadline } from "../platform/firestore";
import { testNamespace } from "../platform/test-namespace";

/**
 * Documents in one commit, under a batch's 500 writes. What waits is bounded by the directory's listings (the route
 * counts no other) times the days in one interval, so however many beacons come, memory and writes stay bounded.
 */
const BATCH_DOCUMENTS = 450;
/** Commits in flight at once; past that, counts wait in memory for the next turn. */
const MAX_WRITING = 4;

interface Waiting {
  businessId: string;
  day: string;
  counts: Partial<Record<StatCounter, number>>;
}

interface Tally {
  readonly waiting: Map<string, Waiting>;
  /** When the oldest waiting count was taken. */
  since: number;
  timer?: NodeJS.Timeout;
}

/** One tally per database: the default one, or a test namespace's on the local stack (platform/test-namespace.ts). */
const tallies = new Map<string, Tally>();
let writing = 0;

/**
 * Cloud Run sends SIGTERM, with CPU and ten seconds to spare, before it stops an instance: what waits is written
 * then, and the signal is raised again once the writes end (or after 3 s), so the process stops as it would have.
 */
process.once("SIGTERM", () => {
  for (const t of tallies.values()) write(t);
  const started = Date.now();
  const stopWhenWritten = () => {
    if (writing === 0 || Date.now() - started > 3000) process.kill(process.pid, "SIGTERM");
    else setTimeout(stopWhenWritten, 50);
  };
  stopWhenWritten();
});

/** Counts one `counter` for each business, on the Los Angeles day of `now`. */
export function tally(counter: StatCounter, businessIds: readonly string[], now: Date): void {
  const database = testNamespace() ?? "";
  let t = tallies.get(database);
  if (!t) tallies.set(database, (t = { waiting: new Map(), since: now.getTime() }));
  if (t.waiting.size === 0) t.since = now.getTime();
  const day = todayInSiteZone(now);
  for (const businessId of businessIds) {
    const key = `${businessId}__${day}`;
    let waiting = t.waiting.get(key);
    if (!waiting) t.waiting.set(key, (waiting = { businessId, day, counts: {} }));
    waiting.counts[counter] = (waiting.counts[counter] ?? 0) + 1;
  }
  const due = t.since + env().STATS_FLUSH_MS - now.getTime();
  if (due <= 0) write(t);
  else later(t, due);
}

/** The timer runs in the async context of the beacon that set it, so it writes to that beacon's database. */
function later(t: Tally, ms: number): void {
  if (t.timer) return;
  t.timer = setTimeout(() => write(t), ms);
  t.timer.unref();
}

function write(t: Tally): void {
  clearTimeout(t.timer);
  t.timer = undefined;
  while (t.waiting.size > 0 && writing < MAX_WRITING) {
    const documents: Waiting[] = [];
    for (const [key, waiting] of t.waiting) {
      if (documents.length === BATCH_DOCUMENTS) break;
      documents.push(waiting);
      t.waiting.delete(key);
    }
    commit(documents);
  }
  if (t.waiting.size > 0) later(t, Math.max(50, env().STATS_FLUSH_MS));
}

function commit(documents: Waiting[]): void {
  const db = firestore();
  const batch = db.batch();
  for (const { businessId, day, counts } of documents) {
    const raised = Object.fromEntries(Object.entries(counts).map(([c, n]) => [c, FieldValue.increment(n)]));
    const doc = db.collection(STATS_COLLECTION).doc(statsDocId(businessId, day, randomInt(STAT_SHARDS)));
    batch.set(doc, { businessId, day, ...raised }, { merge: true });
  }
  writing += 1;
  withDeadline(batch.commit())
    .catch((error: unknown) => {
      logger.error("listing statistics write failed", {
        documents: documents.length,
        error: error instanceof Error ? error.message : String(error),
      });
    })
    .finally(() => {
      writing -= 1;
    });
}
