import MiniSearch from "minisearch";
import type { Business } from "@main-street/domain/business";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { foldForSearch, stripHtml } from "@main-street/domain/text";

interface Indexed {
  id: string;
  name: string;
  description: string;
  excerpt: string;
  subcategory: string;
  tags: string;
  category: string;
}

/** Edit distance allowed per term: one typo from four letters; from six, two (a swapped pair costs two). */
function fuzziness(term: string): number {
  if (term.length >= 6) return 2;
  return term.length >= 4 ? 1 : 0;
}

/** Builds a full-text index (MiniSearch) over a business list: prefix, typo-tolerant, accent-insensitive. */
export function buildBusinessIndex(businesses: Business[]): (query: string) => Business[] {
  const index = new MiniSearch<Indexed>({
    fields: ["name", "description", "excerpt", "subcategory", "tags", "category"],
    processTerm: (term) => foldForSearch(term) || null,
    searchOptions: {
      boost: { name: 6, tags: 2, subcategory: 2, category: 1.5 },
      prefix: true,
      fuzzy: fuzziness,
      processTerm: (term) => foldForSearch(term) || null,
    },
  });
  index.addAll(
    businesses.map((b) => ({
      id: b.id,
      name: b.name,
      description: stripHtml(b.description),
      excerpt: b.excerpt,
      subcategory: b.subcategory,
      tags: b.tags.join(" "),
      category: CATEGORY_LABELS[b.category],
    })),
  );
  const byId = new Map(businesses.map((b) => [b.id, b]));
  return (query) => {
    let hits = index.search(query, { combineWith: "AND" });
    if (hits.length === 0) hits = index.search(query, { combineWith: "OR" });
    // Name matches first, each group in score order.
    const inName = (h: (typeof hits)[number]) => Object.values(h.match).some((fields) => fields.includes("name"));
    const ordered = [...hits.filter(inName), ...hits.filter((h) => !inName(h))];
    return ordered.map((h) => byId.get(h.id as string)).filter((b): b is Business => b !== undefined);
  };
}
