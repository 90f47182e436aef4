/**
 * Every address the site answers, once (docs/decisions/0044-route-modules.md): each page's and API endpoint's
 * `path` pattern (React Router's and Express's: `:name` is one segment) and an `href` that encodes its parameters.
 * The router, the API's routes, links, the sitemap, structured data, query keys and mail links read these; outside
 * this file and the tests nothing writes an address out. Zod-free: public pages import it.
 */
const segment = encodeURIComponent;

/** A parameter of a pattern: it ends at a `/` or a `.` (`/api/events/:id.ics`). */
const PARAM = /:[A-Za-z]+/g;

type Query = Record<string, string | undefined>;

function withQuery(path: string, query: Query): string {
  const kept = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/** One string argument per `:name` of the pattern, in order. */
type Params<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${string}/${infer Tail}`
    ? [string, ...Params<`/${Tail}`>]
    : [string]
  : [];

/** `path` is typed as written, so Express types a route's parameters from it. */
export interface Address<Args extends unknown[] = [], P extends string = string> {
  path: P;
  href: (...args: Args) => string;
}

/** The address of a pattern: `href` puts its arguments, encoded, in place of the parameters, in order. */
function at<P extends string>(path: P): Address<Params<P>, P> {
  const href = (...values: string[]) => {
    let next = 0;
    return path.replace(PARAM, () => segment(values[next++] ?? ""));
  };
  return { path, href: href as (...args: Params<P>) => string };
}

/** A narrower pattern: `path` with the named parameters given (encoded), the others left as parameters. */
export function fill(path: string, values: Record<string, string>): string {
  return path.replace(PARAM, (param) => {
    const value = values[param.slice(1)];
    return value === undefined ? param : segment(value);
  });
}

type Relative<B extends string, P extends string> = P extends B
  ? "/"
  : P extends `${B}${infer Rest extends `/${string}`}`
    ? Rest
    : string;

/** `path` as a router mounted at `base` names it: `relativeTo("/api", "/api/events/:id")` is `/events/:id`. */
export function relativeTo<B extends string, P extends string>(base: B, path: P): Relative<B, P> {
  if ((path as string) === base) return "/" as Relative<B, P>;
  if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not under ${base}`);
  return path.slice(base.length) as Relative<B, P>;
}

/** Whether `pathname` is `base` or an address under it. */
export function isUnder(base: string, pathname: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The addresses of a pattern (`exact: false`: and whatever lies under them), each parameter one segment. */
export function addressPattern(path: string, exact = true): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = path.split(PARAM).map(literal).join("[^/]+");
  return new RegExp(`^${source}${exact ? "$" : ""}`);
}

const event = at("/events/:id");
const eventCalendar = at("/api/events/:id.ics");

export const pages = {
  home: at("/"),
  directory: {
    path: "/directory",
    href: (query: { q?: string; category?: string; open?: string; view?: string; page?: string } = {}) =>
      withQuery("/directory", query),
  },
  business: at("/directory/:id"),
  events: at("/events"),
  /** With `date` (YYYY-MM-DD), one date of a series. */
  event: { path: event.path, href: (id: string, date?: string) => withQuery(event.href(id), { date }) },
  /** An older address of the same page, still linked from outside. */
  eventAlias: at("/event/:id"),
  historicDistrict: at("/historic-district"),
  volunteer: at("/volunteer"),
  bingo: at("/bingo"),
  mainStreetAmerica: at("/main-street-america"),
  sponsor: at("/sponsor"),
  contact: at("/contact"),
  thisWeek: at("/this-week"),
  /** `tab`: a dashboard tab (a collection, `inbox`, `users`); `item`: an inbox item to open. */
  admin: { path: "/admin", href: (query: { tab?: string; item?: string } = {}) => withQuery("/admin", query) },
  adminEdit: at("/admin/:collection/edit/:id"),
  owner: at("/owner"),
  ownerBusiness: at("/owner/businesses/:id"),
  /** `token`: the reminder e-mail's signed link (the page takes it out of the address bar at once). */
  ownerConfirmHours: {
    path: "/owner/confirm-hours",
    href: (token?: string) => withQuery("/owner/confirm-hours", { token }),
  },
  profile: at("/profile"),
  login: { path: "/login", href: (returnTo?: string) => withQuery("/login", { returnTo }) },
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

/** Older addresses: the navigation marks the directory current on any path that starts with this. */
export const LEGACY_BUSINESS_PREFIX = "/business";

/** What the function serves besides pages and the API (Hosting rewrites these to it: firebase.json). */
export const files = {
  sitemap: at("/sitemap.xml"),
  /** The web build's hashed files, for those Hosting lacks. */
  assets: at("/assets"),
  /** Published images: the original at `image`, its variants under it. */
  objects: at("/objects"),
  image: at("/objects/uploads/:id"),
} as const;

/**
 * The API (docs/product.md#api), grouped as it is mounted (functions/src/app.ts). A group's `path` is the prefix
 * its router is mounted under. The public reads' paths start the web app's query keys (web/src/lib/queries.ts), and
 * the server render loads the same keys (functions/src/ssr/page-data.ts).
 */
export const api = {
  path: "/api",
  /** Liveness for the stack launcher and uptime checks. */
  health: at("/api/health"),
  config: at("/api/config"),
  /** Navigations: sign in (then back to `returnTo`), sign out (POST). */
  login: { path: "/api/login", href: (returnTo?: string) => withQuery("/api/login", { returnTo }) },
  logout: at("/api/logout"),
  auth: {
    path: "/api/auth",
    session: at("/api/auth/session"),
    user: at("/api/auth/user"),
    profile: at("/api/auth/profile"),
  },
  home: at("/api/home"),
  directory: at("/api/directory"),
  thisWeek: at("/api/this-week"),
  /** A managed kind's public list (`events`, `businesses`, `bingo-squares`), its records under it. */
  records: at("/api/:collection"),
  businesses: at("/api/businesses"),
  businessSearch: { path: "/api/businesses/search", href: (q: string) => withQuery("/api/businesses/search", { q }) },
  businessesIn: {
    path: "/api/businesses/category",
    href: (category: string) => withQuery("/api/businesses/category", { category }),
  },
  business: at("/api/businesses/:id"),
  claim: at("/api/businesses/:id/claim"),
  events: at("/api/events"),
  event: at("/api/events/:id"),
  /** The calendar feed people subscribe to. */
  eventsFeed: at("/api/events.ics"),
  /** One event as a download; with `date`, just that date of a series. */
  eventCalendar: {
    path: eventCalendar.path,
    href: (id: string, date?: string) => withQuery(eventCalendar.href(id), { date }),
  },
  bingoSquares: at("/api/bingo-squares"),
  bingoSquare: at("/api/bingo-squares/:id"),
  contact: at("/api/contact"),
  volunteer: at("/api/volunteer"),
  eventProposals: at("/api/event-proposals"),
  /** The local store's upload URL (a capability, like a signed URL). */
  upload: at("/api/uploads/:id"),
  objects: { path: "/api/objects", upload: at("/api/objects/upload"), setAcl: at("/api/objects/set-acl") },
  owner: {
    path: "/api/owner",
    businesses: at("/api/owner/businesses"),
    business: at("/api/owner/businesses/:id"),
    revisions: at("/api/owner/businesses/:id/revisions"),
    confirmHoursPreview: at("/api/owner/confirm-hours/preview"),
    confirmHours: at("/api/owner/confirm-hours"),
    uploadUrl: at("/api/owner/upload-url"),
    setImageAcl: at("/api/owner/set-image-acl"),
  },
  admin: {
    path: "/api/admin",
    users: at("/api/admin/users"),
    userRole: at("/api/admin/users/:id/role"),
    uploadUrl: at("/api/admin/upload-url"),
    setImageAcl: at("/api/admin/set-image-acl"),
    /** Create (POST) a record of a managed kind; change (PUT) or delete (DELETE) one. */
    records: at("/api/admin/:collection"),
    record: at("/api/admin/:collection/:id"),
    eventSplit: at("/api/admin/events/:id/split"),
    businessOwners: at("/api/admin/businesses/:id/owners"),
    businessOwner: at("/api/admin/businesses/:id/owners/:uid"),
    businessHistory: at("/api/admin/businesses/:id/history"),
    historyRestore: at("/api/admin/businesses/:id/history/:entryId/restore"),
    inbox: {
      /** The list; its filter, cursor and limit as the query. */
      list: { path: "/api/admin/inbox", href: (query: Query = {}) => withQuery("/api/admin/inbox", query) },
      summary: at("/api/admin/inbox/summary"),
      export: {
        path: "/api/admin/inbox/export.csv",
        href: (query: Query = {}) => withQuery("/api/admin/inbox/export.csv", query),
      },
      deletePerson: at("/api/admin/inbox/delete-person"),
      item: at("/api/admin/inbox/:id"),
      status: at("/api/admin/inbox/:id/status"),
      approve: at("/api/admin/inbox/:id/approve"),
      decline: at("/api/admin/inbox/:id/decline"),
      review: at("/api/admin/inbox/:id/review"),
      /** A claim's or listing change's decision: `what` is claim or revision, `verdict` approve or decline. */
      decision: at("/api/admin/inbox/:id/:what/:verdict"),
    },
  },
} as const;
