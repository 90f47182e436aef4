/**
 * What each server-rendered page reads, as react-query cache entries under the keys the web app's hooks use
 * (web/src/features/<feature>/api). The data comes from the function's own cached lists, never over HTTP.
 * A new page or section adds its query here in one line.
 */
import { isBusinessCategory } from "@main-street/domain/categories";
import { bingoSquareKind, publicApiPath } from "@main-street/domain/records";
import { bingoSquares } from "../bingo/repository";
import { getBusiness, listBusinesses } from "../businesses/repository";
import { businessesInCategory, searchBusinesses } from "../businesses/routes";
import { listEvents } from "../events/repository";

type QueryKey = readonly unknown[];

interface PageQuery {
  key: QueryKey;
  load: () => Promise<unknown>;
}

type Params = Record<string, string>;
type PageQueries = (params: Params, search: URLSearchParams) => PageQuery[];

const allBusinesses: PageQuery = { key: ["/api/businesses"], load: listBusinesses };
const allEvents: PageQuery = { key: ["/api/events"], load: listEvents };

/** The directory's list for its URL state (web/src/features/directory/api/use-directory-results.ts). */
function directoryQueries(search: URLSearchParams): PageQuery[] {
  const q = (search.get("q") ?? "").trim();
  const category = search.get("category");
  if (q) return [{ key: ["/api/businesses/search", { q }], load: () => searchBusinesses(q) }];
  if (isBusinessCategory(category)) {
    return [{ key: ["/api/businesses/category", { category }], load: () => businessesInCategory(category) }];
  }
  return [allBusinesses];
}

/** Route pattern (":name" matches one path segment) -> the queries its page reads. */
const PAGE_QUERIES: [pattern: string, queries: PageQueries][] = [
  ["/", () => [allBusinesses, allEvents]],
  ["/directory", (_params, search) => directoryQueries(search)],
  ["/directory/:id", ({ id }) => [{ key: ["/api/businesses", id], load: () => getBusiness(id!) }]],
  ["/events", () => [allEvents]],
  ["/events/:id", () => [allEvents]],
  ["/event/:id", () => [allEvents]],
  ["/bingo", () => [{ key: [publicApiPath(bingoSquareKind)], load: () => bingoSquares.list() }]],
];

function matchPattern(pattern: string, path: string): Params | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return null;
  }
  return params;
}

/**
 * Loads a page's queries. An entry whose data is missing (null: an unknown business) is left out, so the
 * browser asks for it and shows its not-found state.
 */
export async function loadPageData(path: string, search: URLSearchParams): Promise<{ key: QueryKey; data: unknown }[]> {
  for (const [pattern, queries] of PAGE_QUERIES) {
    const params = matchPattern(pattern, path);
    if (!params) continue;
    const loaded = await Promise.all(
      queries(params, search).map(async ({ key, load }) => ({ key, data: await load() })),
    );
    return loaded.filter(({ data }) => data !== null && data !== undefined);
  }
  return [];
}
