/**
 * Every page's address, once (docs/decisions/0044-route-modules.md): its `path` pattern (React Router's, `:id` one
 * segment) and an `href` that encodes its parameters. The router, links, the sitemap, structured data and the
 * rewrite tests read these; nothing else writes a page's address out.
 */
const segment = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const kept = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

interface Page<Args extends unknown[] = []> {
  path: string;
  href: (...args: Args) => string;
}

const fixed = (path: string): Page => ({ path, href: () => path });

export const pages = {
  home: fixed("/"),
  directory: {
    path: "/directory",
    href: (query: { q?: string; category?: string } = {}) => withQuery("/directory", query),
  } satisfies Page<[{ q?: string; category?: string }?]>,
  business: { path: "/directory/:id", href: (id: string) => `/directory/${segment(id)}` } satisfies Page<[string]>,
  events: fixed("/events"),
  /** With `date` (YYYY-MM-DD), one date of a series. */
  event: {
    path: "/events/:id",
    href: (id: string, date?: string) => withQuery(`/events/${segment(id)}`, { date }),
  } satisfies Page<[string, string?]>,
  /** An older address of the same page, still linked from outside. */
  eventAlias: { path: "/event/:id", href: (id: string) => `/event/${segment(id)}` } satisfies Page<[string]>,
  historicDistrict: fixed("/historic-district"),
  volunteer: fixed("/volunteer"),
  bingo: fixed("/bingo"),
  mainStreetAmerica: fixed("/main-street-america"),
  sponsor: fixed("/sponsor"),
  contact: fixed("/contact"),
  thisWeek: fixed("/this-week"),
  admin: fixed("/admin"),
  adminEdit: {
    path: "/admin/:collection/edit/:id",
    href: (collection: string, id: string) => `/admin/${segment(collection)}/edit/${segment(id)}`,
  } satisfies Page<[string, string]>,
  owner: fixed("/owner"),
  ownerBusiness: {
    path: "/owner/businesses/:id",
    href: (id: string) => `/owner/businesses/${segment(id)}`,
  } satisfies Page<[string]>,
  ownerConfirmHours: fixed("/owner/confirm-hours"),
  profile: fixed("/profile"),
  login: { path: "/login", href: (returnTo?: string) => withQuery("/login", { returnTo }) } satisfies Page<[string?]>,
} as const;

export type PageName = keyof typeof pages;

/** The pages the server renders (every other address gets the client-only shell from Hosting). */
export const PUBLIC_PAGES: readonly PageName[] = [
  "home",
  "directory",
  "business",
  "events",
  "event",
  "eventAlias",
  "historicDistrict",
  "volunteer",
  "bingo",
  "mainStreetAmerica",
  "sponsor",
  "contact",
  "thisWeek",
];

/** The public pages without parameters, as the sitemap lists them. */
export const STATIC_PUBLIC_PATHS: readonly string[] = PUBLIC_PAGES.map((name) => pages[name].path).filter(
  (path) => !path.includes(":"),
);

/**
 * The API's public reads, by the address each collection lives under: the web app's query keys start with these
 * (web/src/lib/queries.ts), and the server render loads the same keys (functions/src/ssr/page-data.ts).
 */
export const api = {
  home: { path: "/api/home" },
  directory: { path: "/api/directory" },
  businesses: { path: "/api/businesses" },
  events: { path: "/api/events" },
  bingoSquares: { path: "/api/bingo-squares" },
  thisWeek: { path: "/api/this-week" },
} as const;
