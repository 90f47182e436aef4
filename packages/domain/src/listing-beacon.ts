/**
 * The listing statistics' beacon (docs/product.md#listing-statistics): what a page sends to POST /api/stats once per
 * page view, and the counter each kind raises (listing-stats.ts). Zod-free, so the public pages send it without
 * loading zod; the API reads it with listing-beacon-schema.ts.
 */
import type { StatCounter } from "./listing-stats";

/** What a beacon counts, and the counter it raises. `event` names events (their host is counted); the rest businesses. */
export const BEACON_COUNTERS = {
  view: "views",
  appearance: "appearances",
  website: "website",
  phone: "phone",
  email: "email",
  directions: "directions",
  event: "eventViews",
} as const satisfies Record<string, StatCounter>;

export type BeaconKind = keyof typeof BEACON_COUNTERS;

/** How many listings one beacon names: an appearance beacon up to this many, any other kind one. */
export const MAX_BEACON_IDS = 40;

/** A beacon's body, at most, in bytes: the API refuses a longer one, and the page splits its appearances to fit. */
export const MAX_BEACON_BYTES = 2048;

/**
 * One beacon: `view` is the page view's random id (made in the browser per page view, kept nowhere), `ids` the
 * businesses (or, for `event`, the one event) it counts.
 */
export interface Beacon {
  view: string;
  kind: BeaconKind;
  ids: string[];
}
