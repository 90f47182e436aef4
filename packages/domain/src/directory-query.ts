/**
 * The directory's address, read and written (docs/product.md#directory). Plain code without zod: the browser reads
 * its address with it, and the API's schema (directory.ts) applies the same rules, so both refuse the same queries.
 */
import { ACCESS_KEYS, isAccessKey, type AccessKey } from "./access";
import { BUSINESS_CATEGORIES, isBusinessCategory, type BusinessCategory } from "./categories";
import { LIMITS } from "./limits";
import { pages } from "./paths";

/** Cards a category shows before View All. */
export const PER_CATEGORY = 6;
/** The most a category's View All opens on the page; a longer category links to its own results. */
export const GROUP_LIMIT = 24;
export const RESULTS_PER_PAGE = 24;
const MAX_PAGE = 1000;

export interface DirectoryQuery {
  q: string;
  category: BusinessCategory | null;
  open: boolean;
  /** Only listings that report Yes for this access detail (docs/product.md#access). */
  access: AccessKey | null;
  page: number;
}

type Read = { query: DirectoryQuery } | { problem: string; field: keyof DirectoryQuery };

/** `raw`: the address's parameters. "all" (the dropdown's first choice) and empty mean every category. */
export function readDirectoryQuery(raw: Record<string, string | undefined>): Read {
  const q = (raw.q ?? "").trim();
  if (q.length > LIMITS.searchQuery) {
    return { field: "q", problem: `Search text must be at most ${LIMITS.searchQuery} characters` };
  }
  const rawCategory = raw.category ?? "";
  if (rawCategory !== "" && rawCategory !== "all" && !isBusinessCategory(rawCategory)) {
    return { field: "category", problem: `Category must be one of: all, ${BUSINESS_CATEGORIES.join(", ")}` };
  }
  const open = raw.open ?? "";
  if (open !== "" && open !== "now") return { field: "open", problem: 'Open must be "now" or empty' };
  const access = raw.access ?? "";
  if (access !== "" && access !== "any" && !isAccessKey(access)) {
    return { field: "access", problem: `Access must be one of: any, ${ACCESS_KEYS.join(", ")}` };
  }
  const page = raw.page ? Number(raw.page) : 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return { field: "page", problem: `Page must be a whole number from 1 to ${MAX_PAGE}` };
  }
  const category = isBusinessCategory(rawCategory) ? rawCategory : null;
  return { query: { q, category, open: open === "now", access: isAccessKey(access) ? access : null, page } };
}

/** Grouped by category with neither search text, category, Open now nor an access detail; else a flat, paged list. */
export function isGrouped(query: Pick<DirectoryQuery, "q" | "category" | "open" | "access">): boolean {
  return !query.q && !query.category && !query.open && !query.access;
}

/** The directory address for a query (what the search form, the filters and the page links write). */
export function directoryHref(query: Partial<DirectoryQuery> & { view?: "list" | "map" }): string {
  return pages.directory.href({
    q: query.q,
    category: query.category ?? undefined,
    open: query.open ? "now" : undefined,
    access: query.access ?? undefined,
    view: query.view === "map" ? "map" : undefined,
    page: query.page && query.page > 1 ? String(query.page) : undefined,
  });
}
