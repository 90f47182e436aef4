/**
 * Every address the site answers, once (docs/decisions/0044-route-modules.md): each page's and API endpoint's
 * `path` pattern (React Router's and Express's: `:name` is one segment) and an `href` that encodes its parameters.
 * The router, the API's routes, links, the sitemap, structured data, query keys and mail links read these; outside
 * this file (with api-paths.ts, the API's half, and address.ts, how one is written) and the tests nothing writes an
 * address out. Zod-free: public pages import it.
 */
import { at, withQuery, withSecret } from "./address";

export { addressPattern, fill, isUnder, relativeTo, type Address } from "./address";
export { api } from "./api-paths";

const event = at("/events/:id");

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
