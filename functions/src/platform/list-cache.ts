import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions";
import type { DocumentReference } from "firebase-admin/firestore";
import { env } from "./config";
import { firestore, withDeadline } from "./firestore";
import { testNamespace } from "./test-namespace";

/**
 * In-memory cache of whole public collections, shared by every function instance's requests.
 * Writes bump a version document in the same commit as the change, so other instances drop their copy within
 * CACHE_VERSION_CHECK_MS (platform/config.ts), and a saved change can never miss its bump (nor a bump happen without
 * its change).
 */
const VERSION_DOC = "_meta/cache";
/**
 * Entries made per request (searches, directory queries, rendered pages, QR posters and embedded calendars) are
 * bounded in bytes and in number, each group on its own: a flood of distinct search addresses evicts other searches,
 * and a QR code for every date of a daily series or every embed combination evicts other posters and embeds, never
 * the pages people read. Whole lists are never evicted. Least recently used go first.
 */
type CacheGroup = "query" | "page" | "derived";
export const GROUP_LIMITS: Record<CacheGroup, { bytes: number; entries: number }> = {
  query: { bytes: 24 * 1024 * 1024, entries: 2000 },
  page: { bytes: 64 * 1024 * 1024, entries: 5000 },
  derived: { bytes: 16 * 1024 * 1024, entries: 2000 },
};

export interface CacheOptions<T> {
  /** A per-request entry: evicted first, within its group's bounds. */
  group?: CacheGroup;
  /** The value's size in bytes, for its group's bound. */
  size?: (value: T) => number;
  /** Whether to keep the value once loaded; an answer that isn't worth keeping (a 404 page) is only returned. */
  keep?: (value: T) => boolean;
}

interface Entry {
  version: string | undefined;
  value: Promise<unknown>;
  group?: CacheGroup;
  bytes: number;
}

interface Cache {
  knownVersion: string | undefined;
  lastVersionCheck: number;
  /** The last check failed: serve what is in memory, whatever its version, until the next check. */
  versionUnreadable: boolean;
  versionCheck: Promise<void> | undefined;
  entries: Map<string, Entry>;
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

/** Re-reads the version at most every CACHE_VERSION_CHECK_MS, one read at a time. */
async function refreshVersion(c: Cache): Promise<void> {
  if (Date.now() - c.lastVersionCheck < env().CACHE_VERSION_CHECK_MS) return;
  c.versionCheck ??= checkVersion(c);
  await c.versionCheck;
}

/** Drops a group's least recently used entries until it is within its bounds. */
function evict(c: Cache, group: CacheGroup): void {
  const limits = GROUP_LIMITS[group];
  const members = [...c.entries].filter(([, e]) => e.group === group);
  let bytes = members.reduce((sum, [, e]) => sum + e.bytes, 0);
  let count = members.length;
  for (const [key, entry] of members) {
    if (bytes <= limits.bytes && count <= limits.entries) break;
    c.entries.delete(key);
    bytes -= entry.bytes;
    count -= 1;
  }
}

/**
 * Returns the cached value for `key`, loading it when missing or stale. While the version can't be read (Firestore
 * unreachable), any copy in memory is served rather than a 503; a missing one still loads (a response built from
 * lists in memory succeeds, a read of Firestore fails with 503 at its deadline).
 */
export async function cached<T>(key: string, load: () => Promise<T>, options: CacheOptions<T> = {}): Promise<T> {
  const c = cache();
  await refreshVersion(c);
  const hit = c.entries.get(key);
  if (hit && (hit.version === c.knownVersion || c.versionUnreadable)) {
    // Most recently used last: eviction starts from the front.
    c.entries.delete(key);
    c.entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const { group, size, keep } = options;
  const entry: Entry = { version: c.knownVersion, value: Promise.resolve(), group, bytes: 0 };
  // The entry's bookkeeping is part of its value, so it is done before any request that awaits the value answers.
  const settle = async (): Promise<T> => {
    try {
      const value = await load();
      if (c.entries.get(key) === entry) {
        if (keep && !keep(value)) c.entries.delete(key);
        else if (group) {
          entry.bytes = size?.(value) ?? 0;
          evict(c, group);
        }
      }
      return value;
    } catch (error) {
      if (c.entries.get(key) === entry) c.entries.delete(key);
      throw error;
    }
  };
  entry.value = settle();
  c.entries.set(key, entry);
  return entry.value as Promise<T>;
}

/** This instance's per-request entries, per group: what the bounds hold (scripts/load-queries.ts prints it). */
export function cacheFootprint(): Record<CacheGroup, { bytes: number; entries: number }> {
  const footprint = {
    query: { bytes: 0, entries: 0 },
    page: { bytes: 0, entries: 0 },
    derived: { bytes: 0, entries: 0 },
  };
  for (const entry of cache().entries.values()) {
    if (!entry.group) continue;
    footprint[entry.group].bytes += entry.bytes;
    footprint[entry.group].entries += 1;
  }
  return footprint;
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
