/**
 * Summing the stored counters (packages/domain/src/listing-stats.ts): each listing's day is split over up to
 * STAT_SHARDS documents, so every reader adds the shards of a day, then the days of a period. Pure, so the unit
 * tests check it without a database.
 */
import { STAT_COUNTERS, emptyCounts, type DayCounts } from "@main-street/domain/listing-stats";
import { daysOf, type DayRange, type ListingStats } from "@main-street/domain/listing-stats-read";

/** What a reader needs of one stored shard: its listing, its day and its counters as stored. */
export interface StoredShard {
  businessId: string;
  day: string;
  counts: Record<string, unknown>;
}

/** A stored counter as a count: anything but a finite, non-negative number (a hand edit, a missing field) is 0. */
function countOf(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Adds one shard's counters into `into`. */
function addShard(into: DayCounts, counts: Record<string, unknown>): void {
  for (const counter of STAT_COUNTERS) into[counter] += countOf(counts[counter]);
}

/** Adds `more` into `into`, counter by counter. */
function addCounts(into: DayCounts, more: DayCounts): void {
  for (const counter of STAT_COUNTERS) into[counter] += more[counter];
}

/** Each day's counts of one listing, its shards summed (a day with no shard is absent). */
export function countsByDay(shards: StoredShard[]): Map<string, DayCounts> {
  const days = new Map<string, DayCounts>();
  for (const shard of shards) {
    let day = days.get(shard.day);
    if (!day) days.set(shard.day, (day = emptyCounts()));
    addShard(day, shard.counts);
  }
  return days;
}

/** The totals of the days of `range` (days outside it are left out). */
export function totalOver(days: Map<string, DayCounts>, range: DayRange): DayCounts {
  const total = emptyCounts();
  for (const [day, counts] of days) if (day >= range.from && day <= range.to) addCounts(total, counts);
  return total;
}

/** Each listing's totals over `range`, its shards and days summed. */
export function totalsByListing(shards: StoredShard[], range: DayRange): Map<string, DayCounts> {
  const listings = new Map<string, DayCounts>();
  for (const shard of shards) {
    if (shard.day < range.from || shard.day > range.to) continue;
    let total = listings.get(shard.businessId);
    if (!total) listings.set(shard.businessId, (total = emptyCounts()));
    addShard(total, shard.counts);
  }
  return listings;
}

/** The sum of several listings' totals. */
export function sumOf(totals: Iterable<DayCounts>): DayCounts {
  const sum = emptyCounts();
  for (const counts of totals) addCounts(sum, counts);
  return sum;
}

/** One listing's panel: its daily figures over `current`, their totals, and the totals over `previous`. */
export function listingStatsOf(
  businessId: string,
  shards: StoredShard[],
  windows: { current: DayRange; previous: DayRange },
): ListingStats {
  const days = countsByDay(shards);
  const dates = daysOf(windows.current);
  const daily = Object.fromEntries(
    STAT_COUNTERS.map((counter) => [counter, dates.map((date) => days.get(date)?.[counter] ?? 0)]),
  ) as ListingStats["daily"];
  return {
    businessId,
    current: windows.current,
    previous: windows.previous,
    daily,
    totals: totalOver(days, windows.current),
    previousTotals: totalOver(days, windows.previous),
  };
}
