/** A listing's "Last 30 days" panel, shown to its owners and to staff (docs/product.md#listing-statistics). */
export { CounterTiles } from "./CounterTiles";
export { ESTIMATES, ListingStatsPanel } from "./ListingStatsPanel";
