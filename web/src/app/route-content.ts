/**
 * What each public route renders, by the name its entry in route-table.ts gives: the data it reads (react-query keys,
 * which the function loads from its own repositories) and its head from that data. Only the server render imports
 * this module, so the schemas and JSON-LD builders never reach a browser bundle.
 */
import type { Business } from "@main-street/domain/business";
import { directoryQuerySchema } from "@main-street/domain/directory";
import type { CommunityEvent } from "@main-street/domain/event";
import { NOT_FOUND_PAGES, STATIC_PAGES, businessMeta, eventMeta, type PageMeta } from "@main-street/domain/seo";
import {
  breadcrumbJsonLd,
  eventJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
} from "@main-street/domain/structured-data";
import {
  bingoSquaresKey,
  businessKey,
  directoryQueryKey,
  eventKey,
  eventsKey,
  homeKey,
  occurrenceParam,
  type QueryKey,
} from "../lib/query-keys";
import type { ContentName, PageHead, RouteMatch } from "./route-table";

export interface RouteContent {
  /** The data the page renders, as the keys its hooks query. */
  queries?: (match: RouteMatch) => QueryKey[];
  /**
   * Its head from the loaded data (`data(key)` is undefined for a missing record). A 404 renders the page's
   * not-found message and a 400 its refusal, with that status.
   */
  head: (match: RouteMatch, data: (key: QueryKey) => unknown, origin: string) => PageHead;
}

/** Ids the API can hold; anything else is a 404 without a read. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const validId = ({ params }: RouteMatch) => (ID.test(params.id ?? "") ? params.id! : null);

function notFound(meta: PageMeta): PageHead {
  return { status: 404, meta, jsonLd: [], noindex: true };
}

function fixed(meta: PageMeta): RouteContent {
  return { head: () => ({ status: 200, meta, jsonLd: [] }) };
}

const eventDetail: RouteContent = {
  queries: (match) => {
    const id = validId(match);
    return id ? [eventKey(id, occurrenceParam(match.search.get("date")))] : [];
  },
  head: (match, data, origin) => {
    const id = validId(match);
    const date = occurrenceParam(match.search.get("date"));
    const event = id ? (data(eventKey(id, date)) as CommunityEvent | undefined) : undefined;
    if (!event) return notFound(NOT_FOUND_PAGES.event);
    const meta = eventMeta(event, date);
    const crumbs = [
      { name: "Home", path: "/" },
      { name: "Community Events", path: "/events" },
      { name: event.title, path: meta.path },
    ];
    const structured = eventJsonLd(event, origin, date);
    return { status: 200, meta, jsonLd: [...(structured ? [structured] : []), breadcrumbJsonLd(crumbs, origin)] };
  },
};

export const ROUTE_CONTENT: Record<ContentName, RouteContent> = {
  home: {
    queries: () => [homeKey, eventsKey],
    head: (_match, _data, origin) => ({ status: 200, meta: STATIC_PAGES.home, jsonLd: [organizationJsonLd(origin)] }),
  },
  directory: {
    queries: ({ search }) => {
      const query = directoryQuerySchema.safeParse(Object.fromEntries(search));
      return query.success ? [directoryQueryKey(query.data)] : [];
    },
    head: ({ search }) => {
      const valid = directoryQuerySchema.safeParse(Object.fromEntries(search)).success;
      return valid
        ? { status: 200, meta: STATIC_PAGES.directory, jsonLd: [] }
        : { status: 400, meta: STATIC_PAGES.directory, jsonLd: [], noindex: true };
    },
  },
  business: {
    queries: (match) => {
      const id = validId(match);
      return id ? [businessKey(id)] : [];
    },
    head: (match, data, origin) => {
      const id = validId(match);
      const business = id ? (data(businessKey(id)) as Business | undefined) : undefined;
      if (!business) return notFound(NOT_FOUND_PAGES.business);
      const meta = businessMeta(business);
      const crumbs = [
        { name: "Home", path: "/" },
        { name: "Business Directory", path: "/directory" },
        { name: business.name, path: meta.path },
      ];
      return {
        status: 200,
        meta,
        jsonLd: [localBusinessJsonLd(business, origin), breadcrumbJsonLd(crumbs, origin)],
      };
    },
  },
  events: { queries: () => [eventsKey], head: fixed(STATIC_PAGES.events).head },
  event: eventDetail,
  historicDistrict: fixed(STATIC_PAGES.historicDistrict),
  volunteer: fixed(STATIC_PAGES.volunteer),
  bingo: { queries: () => [bingoSquaresKey], head: fixed(STATIC_PAGES.bingo).head },
  mainStreetAmerica: fixed(STATIC_PAGES.mainStreetAmerica),
  sponsor: fixed(STATIC_PAGES.sponsor),
  contact: fixed(STATIC_PAGES.contact),
  notFound: { head: () => notFound(STATIC_PAGES.notFound) },
};
