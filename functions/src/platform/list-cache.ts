import { randomUUID } from "node:crypto";
import { firestore, withDeadline } from "./firestore";

/**
 * In-memory cache of whole public collections, shared by every function instance's requests.
 * Writes bump a version document, so other instances drop their copy within VERSION_CHECK_MS.
 */
const VERSION_DOC = "_meta/cache";
const VERSION_CHECK_MS = 2000;
/** Bounds memory: per-query entries (searches) would otherwise grow without limit. */
const MAX_ENTRIES = 500;
const EVICTABLE = "json:search:";

let knownVersion: string | undefined;
let lastVersionCheck = 0;
const entries = new Map<string, { version: string | undefined; value: Promise<unknown> }>();

async function currentVersion(): Promise<string | undefined> {
  const now = Date.now();
  if (now - lastVersionCheck < VERSION_CHECK_MS) return knownVersion;
  const snap = await withDeadline(firestore().doc(VERSION_DOC).get());
  lastVersionCheck = now;
  knownVersion = (snap.get("version") as string | undefined) ?? "initial";
  return knownVersion;
}

/** Returns the cached value for `key`, loading it when missing or stale. */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = await currentVersion();
  const hit = entries.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
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

/** Call after every write to a cached collection. */
export async function invalidateCaches(): Promise<void> {
  entries.clear();
  const version = randomUUID();
  knownVersion = version;
  lastVersionCheck = Date.now();
  await withDeadline(firestore().doc(VERSION_DOC).set({ version }));
}
