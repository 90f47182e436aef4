/**
 * Which public page a URL is, and its head content: the shared page meta (@main-street/domain/seo) plus JSON-LD.
 * Unknown business and event ids are 404s; the web app then shows its not-found screen.
 */
import { getBusiness } from "../businesses/repository";
import { getEvent } from "../events/repository";
import {
  NOT_FOUND_PAGES,
  STATIC_PAGES,
  businessMeta,
  eventMeta,
  type PageMeta,
  type StaticPageKey,
} from "@main-street/domain/seo";
import {
  breadcrumbJsonLd,
  eventJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  type JsonLd,
} from "@main-street/domain/structured-data";
import type { HeadContent } from "./render-head";

export interface ServedPage extends HeadContent {
  status: 200 | 404;
}

/** Public routes whose head the server renders; Hosting rewrites exactly these to the function. */
export const STATIC_ROUTES: ReadonlyMap<string, StaticPageKey> = new Map<string, StaticPageKey>([
  ["/", "home"],
  ["/directory", "directory"],
  ["/events", "events"],
  ["/historic-district", "historicDistrict"],
  ["/volunteer", "volunteer"],
  ["/bingo", "bingo"],
  ["/main-street-america", "mainStreetAmerica"],
  ["/sponsor", "sponsor"],
  ["/contact", "contact"],
]);

const DETAIL = /^\/(directory|events|event)\/(.+)$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** True for every path this module answers (the static pages and the detail pages under them). */
export function isPublicPagePath(path: string): boolean {
  const p = normalisePath(path);
  return STATIC_ROUTES.has(p) || DETAIL.test(p);
}

function notFound(meta: PageMeta = STATIC_PAGES.notFound): ServedPage {
  return { status: 404, meta, jsonLd: [], noindex: true };
}

function detailId(raw: string): string | null {
  try {
    const id = decodeURIComponent(raw);
    return ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

async function businessPage(id: string, origin: string): Promise<ServedPage> {
  const business = await getBusiness(id);
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
}

async function eventPage(id: string, origin: string): Promise<ServedPage> {
  const event = await getEvent(id);
  if (!event) return notFound(NOT_FOUND_PAGES.event);
  const meta = eventMeta(event);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Community Events", path: "/events" },
    { name: event.title, path: meta.path },
  ];
  const structured = eventJsonLd(event, origin);
  const jsonLd: JsonLd[] = structured ? [structured] : [];
  return { status: 200, meta, jsonLd: [...jsonLd, breadcrumbJsonLd(crumbs, origin)] };
}

/** The head content for a public path (call only when isPublicPagePath is true). */
export async function resolvePage(path: string, origin: string): Promise<ServedPage> {
  const p = normalisePath(path);
  const key = STATIC_ROUTES.get(p);
  if (key) {
    return { status: 200, meta: STATIC_PAGES[key], jsonLd: key === "home" ? [organizationJsonLd(origin)] : [] };
  }
  const match = DETAIL.exec(p);
  if (!match) return notFound();
  const isBusiness = match[1] === "directory";
  const id = detailId(match[2]!);
  if (!id) return notFound(isBusiness ? NOT_FOUND_PAGES.business : NOT_FOUND_PAGES.event);
  return isBusiness ? businessPage(id, origin) : eventPage(id, origin);
}

/** The head to use when the data is unreachable: the section's page, so the app can still boot and retry. */
export function fallbackPage(path: string): HeadContent {
  const p = normalisePath(path);
  const key = STATIC_ROUTES.get(p) ?? (p.startsWith("/directory") ? "directory" : "events");
  return { meta: STATIC_PAGES[key], jsonLd: [] };
}
