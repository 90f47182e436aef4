/** The API's addresses (the registry's second half: pages and files are in paths.ts, which re-exports this). */
import { at, withQuery, type Query } from "./address";

const eventCalendar = at("/api/events/:id.ics");
const eventQr = at("/api/events/:id/qr.svg");

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
