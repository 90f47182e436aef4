/**
 * What the beacon's route remembers, in this instance's memory only and bounded (docs/decisions/0048): the page views'
 * (view, kind, listing) keys it counted lately, and each network's beacons this clock hour.
 */

/** A 53-bit hash of a key (cyrb53): a number costs memory and collection far less than the string it stands for. */
function hash53(key: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Keys seen lately: each is remembered for at least `ttlMs` and at most twice that, in two generations that are
 * dropped whole (no per-key expiry), at most `maxEntries` in all (a flood turns the generations over sooner). A
 * repeat is refused. Keys are kept as 53-bit hashes; two keys sharing one (about one in 10^10 here) would refuse the
 * second, one lost count.
 */
export class SeenRecently {
  private current = new Set<number>();
  private previous = new Set<number>();
  /** The current generation's number: generation n holds the keys first seen from n·ttl to (n+1)·ttl. */
  private generation = -Infinity;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Remembers every key, unless one of them was seen: then nothing is remembered and the answer is false. */
  addAll(keys: readonly string[], now: number): boolean {
    const generation = Math.floor(now / this.ttlMs);
    if (generation !== this.generation) {
      this.previous = generation === this.generation + 1 ? this.current : new Set();
      this.current = new Set();
      this.generation = generation;
    }
    const hashes = keys.map(hash53);
    if (hashes.some((h) => this.current.has(h) || this.previous.has(h))) return false;
    if (this.current.size + hashes.length > this.maxEntries / 2) {
      this.previous = this.current;
      this.current = new Set();
    }
    for (const h of hashes) this.current.add(h);
    return true;
  }
}

const HOUR_MS = 3_600_000;

/** The clock hour's index: the budget's window, and the part of the network's hash that changes every hour. */
export const hourOf = (now: number) => Math.floor(now / HOUR_MS);

/**
 * Beacons per network per clock hour. Each hour starts afresh (its counts are dropped whole). At most `maxNetworks`
 * networks are kept in one hour; when the table is full, networks new to it share a small overflow table that is
 * dropped whole whenever it fills (the newest keys go first). So a flood of ever new addresses can't grow the memory,
 * the networks counted before it keep their budgets, and a real visitor arriving during it is still counted: none is
 * refused for being new.
 */
export class HourlyBudget {
  private hour = -1;
  private readonly used = new Map<string, number>();
  private readonly overflow = new Map<string, number>();

  constructor(
    private readonly maxNetworks: number,
    private readonly maxOverflow = Math.max(1, Math.ceil(maxNetworks / 100)),
  ) {}

  /** Spends one of the network's `limit` this hour: false when none is left. */
  spend(network: string, limit: number, now: number): boolean {
    const hour = hourOf(now);
    if (hour !== this.hour) {
      this.hour = hour;
      this.used.clear();
      this.overflow.clear();
    }
    const table = this.used.has(network) || this.used.size < this.maxNetworks ? this.used : this.overflow;
    const used = table.get(network) ?? 0;
    if (used >= limit) return false;
    if (table === this.overflow && used === 0 && this.overflow.size >= this.maxOverflow) this.overflow.clear();
    table.set(network, used + 1);
    return true;
  }
}
