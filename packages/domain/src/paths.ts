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

/**
 * A link's secret in the fragment, which browsers never send: the page reads it, so no server or request log
 * (Hosting's, Cloud Run's) ever records it.
 */
function withSecret(path: string, token: string | undefined, more: Record<string, string> = {}): string {
  return token ? `${path}#${new URLSearchParams({ token, ...more }).toString()}` : path;
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
const eventQr = at("/api/events/:id/qr.svg");

export const pages = {
  home: at("/"),
  directory: {
    path: "/directory",
    href: (
      query: { q?: string; category?: string; open?: string; access?: string; view?: string; page?: string } = {},
    ) => withQuery("/directory", query),
  },
  business: at("/directory/:id"),
  /**
   * With `business` (a business's id), the events that business hosts (docs/product.md#host-business); with
   * `category`, one category's events (docs/product.md#feeds-and-subscribing).
   */
  events: {
    path: "/events",
    href: (query: { business?: string; category?: string } = {}) => withQuery("/events", query),
  },
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
  /** What the site keeps about visitors (docs/product.md#info-pages), the listing statistics among it. */
  privacy: at("/privacy"),
  /** The terms of using the site (docs/product.md#info-pages). */
  terms: at("/terms"),
  /** With `week` (`2026-W23`), that week's e-mail edition: its Friday to the Thursday after (docs/product.md#weekly-email). */
  thisWeek: { path: "/this-week", href: (week?: string) => withQuery("/this-week", { week }) },
  newsletter: at("/newsletter"),
  /**
   * `token`: the weekly e-mail's signed links (docs/product.md#weekly-email), in the fragment, which no server, log
   * or Referer sees; the page reads it and posts it.
   */
  newsletterConfirm: {
    path: "/newsletter/confirm",
    href: (token?: string) => withSecret("/newsletter/confirm", token),
  },
  newsletterSettings: {
    path: "/newsletter/settings",
    href: (token?: string) => withSecret("/newsletter/settings", token),
  },
  newsletterUnsubscribe: {
    path: "/newsletter/unsubscribe",
    href: (token?: string) => withSecret("/newsletter/unsubscribe", token),
  },
  /** `tab`: a dashboard tab (a collection, `inbox`, `users`); `item`: an inbox item to open. */
  admin: { path: "/admin", href: (query: { tab?: string; item?: string } = {}) => withQuery("/admin", query) },
  adminEdit: at("/admin/:collection/edit/:id"),
  owner: at("/owner"),
  ownerBusiness: at("/owner/businesses/:id"),
  /** `token`: the reminder e-mail's signed link, in the fragment (the page takes it out of the address bar at once). */
  ownerConfirmHours: {
    path: "/owner/confirm-hours",
    href: (token?: string) => withSecret("/owner/confirm-hours", token),
  },
  /** `token`: the monthly summary e-mail's signed opt-out link, in the fragment (taken out of the address bar at once). */
  ownerMonthlySummary: {
    path: "/owner/monthly-summary",
    href: (token?: string) => withSecret("/owner/monthly-summary", token),
  },
  /**
   * The district-day e-mail's answer page (docs/product.md#district-days): `token` and the chosen `answer` travel in
   * the fragment, which browsers never send, so no server log records the token.
   */
  ownerDistrictDay: {
    path: "/owner/district-day",
    href: (token?: string, answer?: string) => withSecret("/owner/district-day", token, answer ? { answer } : {}),
  },
  profile: at("/profile"),
  login: { path: "/login", href: (returnTo?: string) => withQuery("/login", { returnTo }) },
} as const;

export type PageName = keyof typeof pages;

/**
 * The pages the server renders, for the sitemap, tests and the bench. Hosting sends every address it has no file
 * for to the function (firebase.json), which renders the route that matches it, or the 404 page.
 */
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
  "privacy",
  "terms",
  "thisWeek",
];

/**
 * The client-only areas: the function sends the app's bare shell for these addresses and any under them, and the
 * browser renders the page (web/src/app/routes.tsx compiles them out of the server bundle).
 */
export const PRIVATE_AREAS: readonly PageName[] = ["admin", "owner", "profile", "login", "newsletter"];

/** The public pages without parameters, as the sitemap lists them. */
export const STATIC_PUBLIC_PATHS: readonly string[] = PUBLIC_PAGES.map((name) => pages[name].path).filter(
  (path) => !path.includes(":"),
);

/** Older addresses: the navigation marks the directory current on any path that starts with this. */
export const LEGACY_BUSINESS_PREFIX = "/business";

/** What the function serves besides pages and the API (Hosting sends it every address it has no file for). */
export const files = {
  sitemap: at("/sitemap.xml"),
  /** The web build's hashed files, for those Hosting lacks. */
  assets: at("/assets"),
  /** Published images: the original at `image`, its variants under it. */
  objects: at("/objects"),
  image: at("/objects/uploads/:id"),
  /** Pages the function writes itself, without the app, for other sites to frame (docs/decisions/0046). */
  embed: at("/embed"),
  /** The embeddable calendar: `business` (an id), `category`, `limit` (1–50). */
  embedEvents: {
    path: "/embed/events",
    href: (query: { business?: string; category?: string; limit?: string } = {}) => withQuery("/embed/events", query),
  },
} as const;

/**
 * The API (docs/product.md#api), grouped as it is mounted (functions/src/app.ts). A group's `path` is the prefix
 * its router is mounted under. Each web read is keyed by its URL from here (web/src/lib/query-client.ts), and
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
  /** With `week` (`2026-W23`), that e-mail edition's seven days. */
  thisWeek: { path: "/api/this-week", href: (week?: string) => withQuery("/api/this-week", { week }) },
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
  /** A business page's printable QR code (SVG, its name beneath): docs/product.md#qr-codes. */
  businessQr: at("/api/businesses/:id/qr.svg"),
  events: at("/api/events"),
  event: at("/api/events/:id"),
  /** The calendar feed people subscribe to. */
  eventsFeed: {
    path: "/api/events.ics",
    /** With `category`, that category's events only. */
    href: (query: { category?: string } = {}) => withQuery("/api/events.ics", query),
  },
  /** The feed of the events a business hosts. */
  businessFeed: at("/api/businesses/:id/events.ics"),
  /** One event as a download; with `date`, just that date of a series. */
  eventCalendar: {
    path: eventCalendar.path,
    href: (id: string, date?: string) => withQuery(eventCalendar.href(id), { date }),
  },
  /** An event page's printable QR code; with `date`, the code of that date's page. */
  eventQr: { path: eventQr.path, href: (id: string, date?: string) => withQuery(eventQr.href(id), { date }) },
  bingoSquares: at("/api/bingo-squares"),
  bingoSquare: at("/api/bingo-squares/:id"),
  contact: at("/api/contact"),
  volunteer: at("/api/volunteer"),
  eventProposals: at("/api/event-proposals"),
  /** The weekly e-mail (docs/product.md#weekly-email): no sign-in; a signed token is the permission for the links. */
  newsletter: {
    path: "/api/newsletter",
    /** What the subscribe forms offer (GET). */
    options: at("/api/newsletter"),
    subscribe: at("/api/newsletter/subscribe"),
    confirm: at("/api/newsletter/confirm"),
    /** A subscription's choices, read by its token (POST: the token travels in the body, never in a URL). */
    subscription: at("/api/newsletter/subscription"),
    /** Change a subscription's categories (POST, from the subscriber's own page). */
    manage: at("/api/newsletter/manage"),
    unsubscribe: at("/api/newsletter/unsubscribe"),
    /** RFC 8058 one-click unsubscribe: mail apps POST here; its token can do nothing but unsubscribe. */
    oneClick: {
      path: "/api/newsletter/one-click",
      href: (token: string) => withQuery("/api/newsletter/one-click", { token }),
    },
  },
  /** The listing statistics' beacon (docs/product.md#listing-statistics): anonymous counts, sent by sendBeacon. */
  stats: at("/api/stats"),
  /** The local store's upload URL (a capability, like a signed URL). */
  upload: at("/api/uploads/:id"),
  objects: { path: "/api/objects", upload: at("/api/objects/upload"), setAcl: at("/api/objects/set-acl") },
  owner: {
    path: "/api/owner",
    businesses: at("/api/owner/businesses"),
    /** What the signed-in account owns and has claimed (names only), for the menu, the profile and business pages. */
    mine: at("/api/owner/mine"),
    business: at("/api/owner/businesses/:id"),
    revisions: at("/api/owner/businesses/:id/revisions"),
    /** An owner proposes an event their business hosts. */
    eventProposals: at("/api/owner/businesses/:id/event-proposals"),
    confirmHoursPreview: at("/api/owner/confirm-hours/preview"),
    confirmHours: at("/api/owner/confirm-hours"),
    uploadUrl: at("/api/owner/upload-url"),
    setImageAcl: at("/api/owner/set-image-acl"),
    /** The listing's one calendar to import from (docs/product.md#importing-calendars): read, set (PUT), remove. */
    calendar: at("/api/owner/businesses/:id/calendar"),
    /** One owned listing's last 30 days (docs/product.md#listing-statistics). */
    businessStats: at("/api/owner/businesses/:id/stats"),
    /** The signed-in owner's monthly summary e-mail: whether it is sent (GET), on or off (PUT). */
    monthlySummary: at("/api/owner/monthly-summary"),
    /** The summary e-mail's opt-out link (no sign-in: its signed token is the permission). */
    monthlySummaryLink: at("/api/owner/monthly-summary/link"),
    /** A district day's answer link (no sign-in: its signed token is the permission): what it answers for, and the answer. */
    districtDayPreview: at("/api/owner/district-day/preview"),
    districtDayAnswer: at("/api/owner/district-day/answer"),
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
    /** The event categories staff manage (docs/product.md#event-categories); `:id` is 'food-drink'. */
    eventCategories: at("/api/admin/event-categories"),
    eventCategory: at("/api/admin/event-categories/:id"),
    businessOwners: at("/api/admin/businesses/:id/owners"),
    businessOwner: at("/api/admin/businesses/:id/owners/:uid"),
    businessHistory: at("/api/admin/businesses/:id/history"),
    historyRestore: at("/api/admin/businesses/:id/history/:entryId/restore"),
    /** Calendars to import events from (docs/product.md#importing-calendars): list and add, change or remove one. */
    calendarSources: at("/api/admin/calendar-sources"),
    calendarSource: at("/api/admin/calendar-sources/:id"),
    /** "Import now": runs one source's import and answers its run. */
    calendarImport: at("/api/admin/calendar-sources/:id/import"),
    /** District days (docs/product.md#district-days): list and name one (POST); remove one (DELETE). */
    districtDays: at("/api/admin/district-days"),
    districtDay: at("/api/admin/district-days/:id"),
    /** Listing statistics (docs/product.md#listing-statistics): one listing's, the district's, a month's export. */
    businessStats: at("/api/admin/businesses/:id/stats"),
    statsSummary: at("/api/admin/stats/summary"),
    statsExport: {
      path: "/api/admin/stats/export.csv",
      href: (month: string) => withQuery("/api/admin/stats/export.csv", { month }),
    },
    /** The weekly e-mail: subscriber counts, next week's e-mail, and a test sent to the signed-in staff member. */
    newsletter: at("/api/admin/newsletter"),
    newsletterPreview: at("/api/admin/newsletter/preview"),
    newsletterTest: at("/api/admin/newsletter/test"),
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
      /** A calendar import's change, field by field (docs/product.md#importing-calendars). */
      importReview: at("/api/admin/inbox/:id/import"),
      /** A decision: `what` is claim, revision or import (a calendar's event), `verdict` approve or decline. */
      decision: at("/api/admin/inbox/:id/:what/:verdict"),
    },
  },
} as const;
