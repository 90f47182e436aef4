/**
 * What the home page shows (docs/product.md#home), computed where the data is so the page carries only this:
 * each category's count and the featured businesses' cards.
 */
import type { Business } from "./business";
import { BUSINESS_CATEGORIES, type BusinessCategory } from "./categories";
import { businessSummary, type BusinessSummary } from "./directory";

const HOME_BUSINESS_LIMIT = 6;

export interface HomeSummary {
  categoryCounts: Record<BusinessCategory, number>;
  featuredBusinesses: BusinessSummary[];
}

/** `today` (YYYY-MM-DD on the site's clock) decides which special hours the cards carry. */
export function homeSummary(businesses: Business[], today: string): HomeSummary {
  const categoryCounts = Object.fromEntries(BUSINESS_CATEGORIES.map((c) => [c, 0])) as Record<BusinessCategory, number>;
  for (const b of businesses) categoryCounts[b.category] += 1;
  const featuredBusinesses = businesses
    .filter((b) => b.featured === "true")
    .slice(0, HOME_BUSINESS_LIMIT)
    .map((b) => businessSummary(b, today));
  return { categoryCounts, featuredBusinesses };
}
