/**
 * The public pages, in one table (docs/decisions/0035): each route's path, its page module, the query parameters it
 * reads, how long its HTML stays true, when the browser hydrates it, and its content (the data it renders and its
 * head, in route-content.ts, which only the server imports). The router (routes.tsx), the server render
 * (entry-server.tsx, then functions/src/ssr), the sitemap, scripts/check-bundle.ts and the boot script's load
 * policy all read it; scripts/firebase-json.test.ts checks Hosting's rewrites against it. Kept free of React and
 * of the pages, so Node scripts can import it.
 */
import type { PageMeta } from "@main-street/domain/seo";
import type { JsonLd } from "@main-street/domain/structured-data";

/** A page module under web/src, without its extension; app/pages.ts maps each to its lazy import. */
export type PageModule =
  | "features/home/HomePage"
  | "features/directory/DirectoryPage"
  | "features/directory/BusinessDetailPage"
  | "features/events/EventsPage"
  | "features/events/EventDetailPage"
  | "features/info-pages/HistoricDistrictPage"
  | "features/volunteer/VolunteerPage"
  | "features/bingo/BingoPage"
  | "features/info-pages/MainStreetAmericaPage"
  | "features/info-pages/SponsorPage"
  | "features/contact/ContactPage"
  | "app/layout/NotFoundPage";

/** The name of a route's content in route-content.ts. */
export type ContentName =
  | "home"
  | "directory"
  | "business"
  | "events"
  | "event"
  | "historicDistrict"
  | "volunteer"
  | "bingo"
  | "mainStreetAmerica"
  | "sponsor"
  | "contact"
  | "notFound";

export interface RouteMatch {
  /** The route's `:name` segments, decoded. */
  params: Record<string, string>;
  search: URLSearchParams;
}

export interface PageHead {
  status: 200 | 400 | 404;
  meta: PageMeta;
  jsonLd: JsonLd[];
  /** Not-found and refused pages ask search engines not to index them. */
  noindex?: boolean;
}

export interface PublicRoute {
  /** A react-router pattern; `:id` is one path segment. */
  path: string;
  page: PageModule;
  content: ContentName;
  /** The query parameters the page reads: the only ones that key its cached HTML. */
  params?: readonly string[];
  /** How long the HTML stays true: "minute" when it shows what is open now, else until the date changes. */
  clock: "minute" | "day";
  /** Hydrate at once instead of in idle time after load: the page shows what this browser stored. */
  hydrateAtOnce?: boolean;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", page: "features/home/HomePage", content: "home", clock: "minute" },
  {
    path: "/directory",
    page: "features/directory/DirectoryPage",
    content: "directory",
    // The directory query (@main-street/domain/directory) and the list/map view.
    params: ["q", "category", "open", "page", "view"],
    clock: "minute",
  },
  { path: "/directory/:id", page: "features/directory/BusinessDetailPage", content: "business", clock: "minute" },
  { path: "/events", page: "features/events/EventsPage", content: "events", clock: "day" },
  // ?date=YYYY-MM-DD: one occurrence of a series.
  { path: "/events/:id", page: "features/events/EventDetailPage", content: "event", params: ["date"], clock: "day" },
  { path: "/event/:id", page: "features/events/EventDetailPage", content: "event", params: ["date"], clock: "day" },
  {
    path: "/historic-district",
    page: "features/info-pages/HistoricDistrictPage",
    content: "historicDistrict",
    clock: "day",
  },
  { path: "/volunteer", page: "features/volunteer/VolunteerPage", content: "volunteer", clock: "day" },
  { path: "/bingo", page: "features/bingo/BingoPage", content: "bingo", clock: "day", hydrateAtOnce: true },
  {
    path: "/main-street-america",
    page: "features/info-pages/MainStreetAmericaPage",
    content: "mainStreetAmerica",
    clock: "day",
  },
  { path: "/sponsor", page: "features/info-pages/SponsorPage", content: "sponsor", clock: "day" },
  { path: "/contact", page: "features/contact/ContactPage", content: "contact", clock: "day" },
];

/** Any other path under the function's rewrites: the 404 page, rendered by the server too. */
export const NOT_FOUND_ROUTE: PublicRoute = {
  path: "*",
  page: "app/layout/NotFoundPage",
  content: "notFound",
  clock: "day",
};

/** The route for a path, with its decoded `:name` segments; the 404 route when none matches. */
export function matchPublicRoute(pathname: string): { route: PublicRoute; params: Record<string, string> } {
  const got = pathname.length > 1 ? pathname.replace(/\/+$/, "").split("/") : [""];
  for (const route of PUBLIC_ROUTES) {
    const want = route.path === "/" ? [""] : route.path.split("/");
    if (want.length !== got.length) continue;
    const params: Record<string, string> = {};
    const matches = want.every((part, i) => {
      if (!part.startsWith(":")) return part === got[i];
      const value = decodeSegment(got[i]!);
      if (!value) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape (%E0%A4%A) names no page
  }
}

/** The query string a page's HTML depends on: its own parameters, in a fixed order, empty ones dropped. */
export function pageSearch(route: PublicRoute, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of route.params ?? []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}
