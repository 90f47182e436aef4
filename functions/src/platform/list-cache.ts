import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions";
import type { DocumentReference } from "firebase-admin/firestore";
import { firestore, withDeadline } from "./firestore";

/**
 * In-memory cache of whole public collections, shared by every function instance's requests.
 * Writes bump a version document in the same commit as the change, so other instances drop their copy within
 * VERSION_CHECK_MS, and a saved change can never miss its bump (nor a bump happen without its change).
 */
const VERSION_DOC = "_meta/cache";
const VERSION_CHECK_MS = 2000;
/** Bounds memory: per-query entries (searches) would otherwise grow without limit. */
const MAX_ENTRIES = 500;
const EVICTABLE = "json:search:";

let knownVersion: string | undefined;
let lastVersionCheck = 0;
/** The last check failed: serve what is in memory, whatever its version, until the next check. */
let versionUnreadable = false;
let versionCheck: Promise<void> | undefined;
const entries = new Map<string, { version: string | undefined; value: Promise<unknown> }>();

async function checkVersion(): Promise<void> {
  try {
    const snap = await withDeadline(firestore().doc(VERSION_DOC).get());
    knownVersion = (snap.get("version") as string | undefined) ?? "initial";
    versionUnreadable = false;
  } catch (error) {
    logger.warn("cache version check failed; serving the copies in memory", {
      error: error instanceof Error ? error.message : String(error),
    });
    versionUnreadable = true;
  } finally {
    lastVersionCheck = Date.now();
    versionCheck = undefined;
  }
}

/** Re-reads the version at most every VERSION_CHECK_MS, one read at a time. */
async function refreshVersion(): Promise<void> {
  if (Date.now() - lastVersionCheck < VERSION_CHECK_MS) return;
  versionCheck ??= checkVersion();
  await versionCheck;
}

/**
 * Returns the cached value for `key`, loading it when missing or stale. While the version can't be read (Firestore
 * unreachable), any copy in memory is served rather than a 503; a missing one still loads (a response built from
 * lists in memory succeeds, a read of Firestore fails with 503 at its deadline).
 */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  await refreshVersion();
  const hit = entries.get(key);
  if (hit && (hit.version === knownVersion || versionUnreadable)) return hit.value as Promise<T>;
  const version = knownVersion;
  const value = load();
  if (entries.size >= MAX_ENTRIES) {
    // Oldest search first, so a flood of distinct queries never pushes out the whole lists.
    const oldest = [...entries.keys()].find((k) => k.startsWith(EVICTABLE));
    if (oldest) entries.delete(oldest);
  }
  entries.set(key, { version, value });
  value.catch(() => entries.delete(key));
  return value;
}

/**
 * Adds the version bump to the batch or transaction that writes a cached collection. Call `cacheBumped()` with
 * the returned version once it has committed, so this instance stops serving its own copies at once.
 */
export function bumpCacheVersion(write: { set(ref: DocumentReference, data: { version: string }): unknown }): string {
  const version = randomUUID();
  write.set(firestore().doc(VERSION_DOC), { version });
  return version;
}

/** After a commit that carried `bumpCacheVersion(...)`: this instance's copies are stale now. */
export function cacheBumped(version: string): void {
  entries.clear();
  knownVersion = version;
  versionUnreadable = false;
  lastVersionCheck = Date.now();
}
