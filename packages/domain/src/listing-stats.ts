/**
 * Listing statistics (docs/product.md#listing-statistics): what is counted per business per day, and how the
 * counters are stored. The beacon's request schema is listing-beacon-schema.ts; this file is the
 * contract between the collector (writes) and the panels, e-mails and export (reads).
 */

/** The counters of one listing on one day, in the order the panels show them. */
export const STAT_COUNTERS = ["views", "appearances", "website", "phone", "email", "directions", "eventViews"] as const;
export type StatCounter = (typeof STAT_COUNTERS)[number];

/** How each counter is named to owners and staff. */
export const STAT_LABELS: Readonly<Record<StatCounter, string>> = {
  views: "Page views",
  appearances: "Appearances in directory and search",
  website: "Website taps",
  phone: "Phone taps",
  email: "E-mail taps",
  directions: "Directions taps",
  eventViews: "Views of its events",
};

export type DayCounts = Record<StatCounter, number>;

/**
 * Firestore layout: collection `listingStats`, one document per listing, day and shard, id
 * `${businessId}__${day}__${shard}` (shard 0 … STAT_SHARDS - 1, picked at random per write so one busy listing
 * spreads its increments), fields `businessId`, `day` (YYYY-MM-DD, the site's Los Angeles calendar day) and each
 * counter, raised with FieldValue.increment. A reader sums the shards of each day.
 */
export const STATS_COLLECTION = "listingStats";
export const STAT_SHARDS = 4;

export function statsDocId(businessId: string, day: string, shard: number): string {
  return `${businessId}__${day}__${shard}`;
}

export function emptyCounts(): DayCounts {
  return Object.fromEntries(STAT_COUNTERS.map((c) => [c, 0])) as DayCounts;
}
