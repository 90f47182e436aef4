/** The only categories the API accepts (docs/product.md#categories, docs/decisions/0003-business-categories.md). */
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
