import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions";
import type { DocumentReference } from "firebase-admin/firestore";
import { firestore, withDeadline } from "./firestore";
import { testNamespace } from "./test-namespace";

/**
 * In-memory cache of whole public collections, shared by every function instance's requests.
 * Writes bump a version document in the same commit as the change, so other instances drop their copy within
 * VERSION_CHECK_MS, and a saved change can never miss its bump (nor a bump happen without its change).
 */
const VERSION_DOC = "_meta/cache";
const VERSION_CHECK_MS = 2000;
/** Bounds memory: per-query entries (searches, rendered pages) would otherwise grow without limit. */
const MAX_ENTRIES = 500;
const EVICTABLE = ["json:search:", "page:"];

interface Cache {
  knownVersion: string | undefined;
  lastVersionCheck: number;
  /** The last check failed: serve what is in memory, whatever its version, until the next check. */
  versionUnreadable: boolean;
  versionCheck: Promise<void> | undefined;
  entries: Map<string, { version: string | undefined; value: Promise<unknown> }>;
}

/** One cache per database (the default one, or a test namespace's on the local stack; see test-namespace.ts). */
const caches = new Map<string, Cache>();

function cache(): Cache {
  const key = testNamespace() ?? "";
  let found = caches.get(key);
  if (!found) {
    found = {
      knownVersion: undefined,
      lastVersionCheck: 0,
      versionUnreadable: false,
      versionCheck: undefined,
      entries: new Map(),
    };
    caches.set(key, found);
  }
  return found;
}

/** A test namespace rereads the version on every request, so a test sees each write at once, on any instance. */
const versionCheckMs = () => (testNamespace() === undefined ? VERSION_CHECK_MS : 0);

async function checkVersion(c: Cache): Promise<void> {
  try {
    const snap = await withDeadline(firestore().doc(VERSION_DOC).get());
    c.knownVersion = (snap.get("version") as string | undefined) ?? "initial";
    c.versionUnreadable = false;
  } catch (error) {
    logger.warn("cache version check failed; serving the copies in memory", {
      error: error instanceof Error ? error.message : String(error),
    });
    c.versionUnreadable = true;
  } finally {
    c.lastVersionCheck = Date.now();
    c.versionCheck = undefined;
  }
}

/** Re-reads the version at most every VERSION_CHECK_MS, one read at a time. */
async function refreshVersion(c: Cache): Promise<void> {
  if (Date.now() - c.lastVersionCheck < versionCheckMs()) return;
  c.versionCheck ??= checkVersion(c);
  await c.versionCheck;
}

/**
 * Returns the cached value for `key`, loading it when missing or stale. While the version can't be read (Firestore
 * unreachable), any copy in memory is served rather than a 503; a missing one still loads (a response built from
 * lists in memory succeeds, a read of Firestore fails with 503 at its deadline).
 */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const c = cache();
  await refreshVersion(c);
  const hit = c.entries.get(key);
  if (hit && (hit.version === c.knownVersion || c.versionUnreadable)) return hit.value as Promise<T>;
  const version = c.knownVersion;
  const value = load();
  if (c.entries.size >= MAX_ENTRIES) {
    // Oldest search or page first, so a flood of distinct queries never pushes out the whole lists.
    const oldest = [...c.entries.keys()].find((k) => EVICTABLE.some((prefix) => k.startsWith(prefix)));
    if (oldest) c.entries.delete(oldest);
  }
  c.entries.set(key, { version, value });
  value.catch(() => c.entries.delete(key));
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
  const c = cache();
  c.entries.clear();
  c.knownVersion = version;
  c.versionUnreadable = false;
  c.lastVersionCheck = Date.now();
}
