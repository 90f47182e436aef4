import { randomUUID } from "node:crypto";
import { firestore, withDeadline } from "./firestore";
import { testNamespace } from "./test-namespace";

/**
 * In-memory cache of whole public collections, shared by every function instance's requests.
 * Writes bump a version document, so other instances drop their copy within VERSION_CHECK_MS.
 */
const VERSION_DOC = "_meta/cache";
const VERSION_CHECK_MS = 2000;
/** Bounds memory: per-query entries (searches) would otherwise grow without limit. */
const MAX_ENTRIES = 500;
const EVICTABLE = "json:search:";

interface Cache {
  knownVersion: string | undefined;
  lastVersionCheck: number;
  entries: Map<string, { version: string | undefined; value: Promise<unknown> }>;
}

/** One cache per database (the default one, or a test namespace's on the local stack; see test-namespace.ts). */
const caches = new Map<string, Cache>();

function cache(): Cache {
  const key = testNamespace() ?? "";
  let found = caches.get(key);
  if (!found) {
    found = { knownVersion: undefined, lastVersionCheck: 0, entries: new Map() };
    caches.set(key, found);
  }
  return found;
}

/** A test namespace rereads the version on every request, so a test sees each write at once, on any instance. */
const versionCheckMs = () => (testNamespace() === undefined ? VERSION_CHECK_MS : 0);

async function currentVersion(c: Cache): Promise<string | undefined> {
  const now = Date.now();
  if (now - c.lastVersionCheck < versionCheckMs()) return c.knownVersion;
  const snap = await withDeadline(firestore().doc(VERSION_DOC).get());
  c.lastVersionCheck = now;
  c.knownVersion = (snap.get("version") as string | undefined) ?? "initial";
  return c.knownVersion;
}

/** Returns the cached value for `key`, loading it when missing or stale. */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const c = cache();
  const version = await currentVersion(c);
  const hit = c.entries.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const value = load();
  if (c.entries.size >= MAX_ENTRIES) {
    // Oldest search first, so a flood of distinct queries never pushes out the whole lists.
    const oldest = [...c.entries.keys()].find((k) => k.startsWith(EVICTABLE));
    if (oldest) c.entries.delete(oldest);
  }
  c.entries.set(key, { version, value });
  value.catch(() => c.entries.delete(key));
  return value;
}

/** Call after every write to a cached collection. */
export async function invalidateCaches(): Promise<void> {
  const c = cache();
  c.entries.clear();
  const version = randomUUID();
  c.knownVersion = version;
  c.lastVersionCheck = Date.now();
  await withDeadline(firestore().doc(VERSION_DOC).set({ version }));
}
