/** The five public directory categories (SPEC 3). The server accepts only these; see docs/decisions/0003. */
export const BUSINESS_CATEGORIES = ["restaurants", "coffee", "shopping", "accommodations", "confectionery"] as const;

export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<BusinessCategory, string> = {
  restaurants: "Restaurants & Bars",
  coffee: "Coffee Shops",
  shopping: "Shopping",
  accommodations: "Places to Stay",
  confectionery: "Sweet Treats",
};

export function isBusinessCategory(value: unknown): value is BusinessCategory {
  return typeof value === "string" && (BUSINESS_CATEGORIES as readonly string[]).includes(value);
}
