/**
 * Page meta, computed once for both the browser (react-helmet-async) and the server-rendered head,
 * so the texts always match (docs/product.md#seo).
 */
import type { Business } from "./business";
import { CATEGORY_LABELS } from "./categories";
import type { CommunityEvent } from "./event";
import { pages } from "./paths";
import { SITE } from "./site";
import { snippet, stripHtml, truncate } from "./text";

export interface PageMeta {
  /** The full document title. */
  title: string;
  description: string;
  keywords: string[];
  ogTitle: string;
  ogDescription: string;
  /** Site-relative or absolute image URL. */
  image: string;
  /** Site-relative canonical path. */
  path: string;
}

export function documentTitle(page: string): string {
  return `${page} | ${SITE.name}`;
}

function meta(page: string, description: string, path: string, keywords: string[] = [], image?: string): PageMeta {
  const title = documentTitle(page);
  return {
    title,
    description,
    keywords: [...keywords, ...SITE.defaultKeywords],
    ogTitle: title,
    ogDescription: description,
    image: image || SITE.defaultImage,
    path,
  };
}

export const STATIC_PAGES = {
  home: meta(
    "Historic Downtown Boulder City",
    "Discover historic downtown Boulder City, Nevada: local shops, restaurants and places to stay, community events, and the story of the town that built Hoover Dam.",
    pages.home.href(),
  ),
  directory: meta(
    "Business Directory",
    "Browse restaurants, coffee shops, shopping, places to stay and sweet treats in historic downtown Boulder City, Nevada.",
    pages.directory.href(),
    ["business directory", "restaurants", "shopping", "coffee", "hotels"],
  ),
  events: meta(
    "Community Events",
    "Upcoming community events, festivals and markets in historic downtown Boulder City, Nevada.",
    pages.events.href(),
    ["events", "festivals", "farmers market", "calendar"],
  ),
  historicDistrict: meta(
    "Historic District",
    "The story of Boulder City's historic district: founded in 1931 as a federal town for Hoover Dam workers, with Art Deco and Mission Revival landmarks.",
    pages.historicDistrict.href(),
    ["history", "Hoover Dam", "Art Deco", "walking tour"],
  ),
  volunteer: meta(
    "Volunteer",
    "Volunteer with Boulder City Main Street: help at community events, greet visitors and support historic downtown.",
    pages.volunteer.href(),
    ["volunteer", "community service"],
  ),
  bingo: meta(
    "Selfie Bingo",
    "Play Snap A Selfie Bingo in historic downtown Boulder City: explore, snap, share and win a bonus prize.",
    pages.bingo.href(),
    ["selfie bingo", "things to do"],
  ),
  mainStreetAmerica: meta(
    "Main Street America",
    "Boulder City Main Street is part of Main Street America, the national programme for revitalising historic downtowns since 1980.",
    pages.mainStreetAmerica.href(),
    ["Main Street America", "downtown revitalization"],
  ),
  sponsor: meta(
    "Sponsor",
    "Sponsor Boulder City Main Street and support historic preservation, community events, business vitality and beautification.",
    pages.sponsor.href(),
    ["sponsorship", "donate"],
  ),
  contact: meta(
    "Contact",
    "Contact Boulder City Main Street about business listings, events, visitor information or anything else.",
    pages.contact.href(),
    ["contact"],
  ),
  thisWeek: meta(
    "This Week Downtown",
    "What's on in historic downtown Boulder City this week: every event, day by day, and the businesses open late.",
    pages.thisWeek.href(),
    ["this week", "events", "open late"],
  ),
  notFound: meta("404 Page Not Found", "The page you're looking for doesn't exist.", "/404"),
} as const;

function notFoundIn(section: PageMeta, page: string): PageMeta {
  return { ...section, title: documentTitle(page), ogTitle: documentTitle(page) };
}

/** Detail pages for an unknown id: the section's meta under its 'Not Found' title (server and browser alike). */
export const NOT_FOUND_PAGES = {
  business: notFoundIn(STATIC_PAGES.directory, "Business Not Found"),
  event: notFoundIn(STATIC_PAGES.events, "Event Not Found"),
} as const;

export function businessMeta(b: Business): PageMeta {
  const description = truncate(
    b.excerpt || stripHtml(b.description) || `${b.name} in historic downtown Boulder City`,
    160,
  );
  const keywords = [b.name, CATEGORY_LABELS[b.category], ...(b.subcategory ? [b.subcategory] : []), ...b.tags];
  return meta(b.name, description, pages.business.href(b.id), keywords, b.image || undefined);
}

/**
 * An event page's meta. One date of a series (`occurrence`, its ?date=) is a page of its own: its own title and
 * canonical address (docs/product.md#recurring-events).
 */
export function eventMeta(e: CommunityEvent, occurrence?: string): PageMeta {
  const description =
    snippet(e.description) || truncate(e.excerpt, 160) || `${e.title} in historic downtown Boulder City`;
  const keywords = [e.title, ...(e.category ? [e.category] : []), "events"];
  const dated = Boolean(occurrence && e.series);
  const page = dated ? `${e.title}, ${e.displayDate}${e.series?.shownSkipped ? " (cancelled)" : ""}` : e.title;
  return meta(
    page,
    description,
    pages.event.href(e.id, dated ? occurrence : undefined),
    keywords,
    e.image || undefined,
  );
}

/** A site-relative path or an absolute URL, made absolute against the site's origin. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, "")}/${pathOrUrl.replace(/^\/+/, "")}`;
}

/** One <meta> or <link> of a page's head. */
export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

/**
 * Every head tag a page carries besides <title>, as one list for the server-rendered head and the browser's
 * <Seo> alike (so react-helmet-async finds identical tags to take over): description, keywords, canonical,
 * Open Graph (og:type website) and the Twitter card.
 */
export function pageHeadTags(meta: PageMeta, origin: string): HeadTag[] {
  const url = absoluteUrl(meta.path, origin);
  const image = absoluteUrl(meta.image, origin);
  const named = (name: string, content: string): HeadTag => ({ tag: "meta", attributes: { name, content } });
  const property = (name: string, content: string): HeadTag => ({
    tag: "meta",
    attributes: { property: name, content },
  });
  return [
    named("description", meta.description),
    named("keywords", meta.keywords.join(", ")),
    { tag: "link", attributes: { rel: "canonical", href: url } },
    property("og:type", "website"),
    property("og:site_name", SITE.name),
    property("og:title", meta.ogTitle),
    property("og:description", meta.ogDescription),
    property("og:image", image),
    property("og:url", url),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", meta.ogTitle),
    named("twitter:description", meta.ogDescription),
    named("twitter:image", image),
  ];
}
