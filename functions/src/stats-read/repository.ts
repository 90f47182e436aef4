/**
 * Reading the listing statistics (docs/product.md#listing-statistics): one listing's days (its shards, by the
 * `businessId` + `day` index in firestore.indexes.json) and the whole district's over a period (a range on `day`).
 * The counters are machinery, not a record type, so they are read field by field; a counter of the wrong kind reads
 * as 0 (aggregate.ts). Who may read what is checked by the routes.
 */
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Business } from "@main-street/domain/business";
import { STAT_COUNTERS, STATS_COLLECTION, type DayCounts } from "@main-street/domain/listing-stats";
import {
  TOP_LISTINGS,
  monthRange,
  statsWindows,
  type DayRange,
  type ListingStats,
  type StatsSummary,
} from "@main-street/domain/listing-stats-read";
import { listBusinesses } from "../businesses";
import { firestore, withDeadline } from "../platform/firestore";
import { listingStatsOf, sumOf, totalsByListing, type StoredShard } from "./aggregate";
import { siteToday } from "../platform/clock";

const stats = () => firestore().collection(STATS_COLLECTION);

function shardOf(doc: QueryDocumentSnapshot): StoredShard {
  const data = doc.data();
  return { businessId: String(data.businessId ?? ""), day: String(data.day ?? ""), counts: data };
}

/** One listing's shards over a range of days. */
async function listingShards(businessId: string, range: DayRange): Promise<StoredShard[]> {
  const snap = await withDeadline(
    stats().where("businessId", "==", businessId).where("day", ">=", range.from).where("day", "<=", range.to).get(),
  );
  return snap.docs.map(shardOf);
}

/** Every listing's shards over a range of days (only the counters and what names the shard are read). */
async function districtShards(range: DayRange): Promise<StoredShard[]> {
  const snap = await withDeadline(
    stats()
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .select("businessId", "day", ...STAT_COUNTERS)
      .get(),
  );
  return snap.docs.map(shardOf);
}

/** One listing's last 30 days (to `today`, a Los Angeles date) and the previous 30 days' totals. */
export async function listingStats(businessId: string, today = siteToday()): Promise<ListingStats> {
  const windows = statsWindows(today);
  const shards = await listingShards(businessId, { from: windows.previous.from, to: windows.current.to });
  return listingStatsOf(businessId, shards, windows);
}

/** One listing's totals over a range (the monthly summary e-mail's). */
export async function listingTotals(businessId: string, range: DayRange): Promise<DayCounts> {
  return sumOf(totalsByListing(await listingShards(businessId, range), range).values());
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/**
 * The district over the last 30 days: every listing's counters added up, the most viewed listings and the listings
 * nobody viewed. Counters of a listing deleted since count in the totals but are named nowhere.
 */
export async function statsSummary(today = siteToday()): Promise<StatsSummary> {
  const { current } = statsWindows(today);
  const [listings, totals] = await Promise.all([
    listBusinesses(),
    districtShards(current).then((shards) => totalsByListing(shards, current)),
  ]);
  const named = listings.map((b) => ({ businessId: b.id, name: b.name, views: totals.get(b.id)?.views ?? 0 }));
  return {
    current,
    totals: sumOf(totals.values()),
    top: named
      .filter((b) => b.views > 0)
      .sort((a, b) => b.views - a.views || byName(a, b))
      .slice(0, TOP_LISTINGS),
    noViews: named
      .filter((b) => b.views === 0)
      .sort(byName)
      .map(({ businessId, name }) => ({ businessId, name })),
  };
}

/** A month's totals (YYYY-MM) for every current listing, by name; listings with nothing counted show zeros. */
export async function monthTotals(month: string): Promise<{ business: Business; totals: DayCounts }[]> {
  const range = monthRange(month);
  const [listings, totals] = await Promise.all([
    listBusinesses(),
    districtShards(range).then((shards) => totalsByListing(shards, range)),
  ]);
  return [...listings].sort(byName).map((business) => ({ business, totals: totals.get(business.id) ?? sumOf([]) }));
}
