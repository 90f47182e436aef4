/**
 * What the directory page shows for its address (docs/product.md#directory): the query it accepts (one schema for
 * GET /api/directory and the server-rendered page) and the cards it renders, never the whole list.
 */
import { z } from "zod";
import type { Business, OpeningHours } from "./business";
import { BUSINESS_CATEGORIES, type BusinessCategory } from "./categories";
import { LIMITS } from "./limits";
import { isOpenNow } from "./opening-hours";
import { stripHtml, truncate } from "./text";

/** Cards a category shows before View All. */
export const PER_CATEGORY = 6;
/** The most a category's View All opens on the page; a longer category links to its own results. */
export const GROUP_LIMIT = 24;
export const RESULTS_PER_PAGE = 24;
const MAX_PAGE = 1000;
const SUMMARY_CHARACTERS = 220;

export const directoryQuerySchema = z.object({
  q: z
    .string({ error: "Search text must be text" })
    .trim()
    .max(LIMITS.searchQuery, { error: `Search text must be at most ${LIMITS.searchQuery} characters` })
    .default(""),
  /** "all" (the dropdown's first choice) and empty mean every category. */
  category: z
    .union([z.enum(BUSINESS_CATEGORIES), z.literal("all"), z.literal("")], {
      error: `Category must be one of: all, ${BUSINESS_CATEGORIES.join(", ")}`,
    })
    .default("")
    .transform((c): BusinessCategory | null => (c === "all" || c === "" ? null : c)),
  open: z
    .union([z.literal("now"), z.literal("")], { error: 'Open must be "now" or empty' })
    .default("")
    .transform((o) => o === "now"),
  page: z.preprocess(
    (page) => (page === "" || page === undefined ? 1 : page),
    z.coerce
      .number({ error: "Page must be a number" })
      .int({ error: "Page must be a whole number" })
      .min(1, { error: "Page must be 1 or more" })
      .max(MAX_PAGE, { error: `Page must be at most ${MAX_PAGE}` }),
  ),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** A business as a card shows it: no description HTML, tags or timestamps. */
export interface BusinessSummary {
  id: string;
  name: string;
  category: BusinessCategory;
  subcategory: string;
  summary: string;
  image: string;
  website: string;
  address: string;
  hours: OpeningHours | string | null;
  lat?: number;
  lng?: number;
}

export function businessSummary(b: Business): BusinessSummary {
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    subcategory: b.subcategory,
    summary: truncate(b.excerpt || stripHtml(b.description), SUMMARY_CHARACTERS),
    image: b.image,
    website: b.website,
    address: b.address,
    hours: b.hours,
    ...(b.lat != null && b.lng != null ? { lat: b.lat, lng: b.lng } : {}),
  };
}

export interface DirectoryGroup {
  category: BusinessCategory;
  /** Every business in the category, however many the group carries. */
  count: number;
  businesses: BusinessSummary[];
}

export type DirectoryResult =
  | { kind: "grouped"; total: number; groups: DirectoryGroup[]; pins: BusinessSummary[] }
  | { kind: "results"; total: number; page: number; pageCount: number; businesses: BusinessSummary[]; pins: BusinessSummary[] };

/** Grouped by category with neither search text, category nor Open now; otherwise a flat, paged list. */
export function isGrouped(query: Pick<DirectoryQuery, "q" | "category" | "open">): boolean {
  return !query.q && !query.category && !query.open;
}

/**
 * The page for `query`, from the businesses its text matched (all of them when there is none), in their order.
 * Open now is judged at `now` (free-text hours never match: docs/decisions/0020-open-now.md). The map's pins are
 * every matching business with a position; they are small and the map shows them all.
 */
export function directoryResult(matched: Business[], query: DirectoryQuery, now: Date): DirectoryResult {
  const shown = matched.filter(
    (b) => (!query.category || b.category === query.category) && (!query.open || isOpenNow(b.hours, now)),
  );
  const cards = shown.map(businessSummary);
  const pins = cards.filter((c) => c.lat !== undefined);
  if (isGrouped(query)) {
    const groups = BUSINESS_CATEGORIES.map((category) => {
      const inCategory = cards.filter((c) => c.category === category);
      return { category, count: inCategory.length, businesses: inCategory.slice(0, GROUP_LIMIT) };
    }).filter((g) => g.count > 0);
    return { kind: "grouped", total: cards.length, groups, pins };
  }
  const pageCount = Math.max(1, Math.ceil(cards.length / RESULTS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * RESULTS_PER_PAGE;
  return {
    kind: "results",
    total: cards.length,
    page,
    pageCount,
    businesses: cards.slice(start, start + RESULTS_PER_PAGE),
    pins,
  };
}

/** The directory address for a query (what the search form, the filters and the page links write). */
export function directoryHref(query: Partial<DirectoryQuery> & { view?: "list" | "map" }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.open) params.set("open", "now");
  if (query.view === "map") params.set("view", "map");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/directory?${search}` : "/directory";
}
