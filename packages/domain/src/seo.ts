/**
 * Page meta, computed once for both the browser and the server-rendered head, so the texts always match
 * (docs/product.md#seo): the shared helpers. Each page's own meta is in its route module's `handle.head`
 * (web/src/lib/page.ts, docs/decisions/0049-one-page-three-files.md); the business and event pages' come from
 * their records, here, as tests and structured data read them too.
 */
import type { Business } from "./business";
import type { CalendarFeed } from "./calendar-feed";
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
  /** The calendar feed the page offers: a <link rel="alternate" type="text/calendar"> (docs/product.md#feeds-and-subscribing). */
  feed?: CalendarFeed;
}

export function documentTitle(page: string): string {
  return `${page} | ${SITE.name}`;
}

/** A page's meta: its title under the site's name, its canonical path, keywords before the site's own. */
export function pageMeta(
  page: string,
  description: string,
  path: string,
  keywords: string[] = [],
  image?: string,
): PageMeta {
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

/** The site's own description: the home page's, and that of pages with none of their own. */
const SITE_DESCRIPTION =
  "Discover historic downtown Boulder City, Nevada: local shops, restaurants and places to stay, community events, and the story of the town that built Hoover Dam.";

/**
 * A page under the site's own description, keywords and image: the home page, and the client-only pages (sign-in,
 * profile, the staff and owner areas), which are never indexed.
 */
export function siteMeta(page: string, path: string): PageMeta {
  return pageMeta(page, SITE_DESCRIPTION, path);
}

/** A detail page for an unknown id: its section's meta under its 'Not Found' title (server and browser alike). */
export function notFoundIn(section: PageMeta, page: string): PageMeta {
  return { ...section, title: documentTitle(page), ogTitle: documentTitle(page) };
}

export function businessMeta(b: Business): PageMeta {
  const description = truncate(
    b.excerpt || stripHtml(b.description) || `${b.name} in historic downtown Boulder City`,
    160,
  );
  const keywords = [b.name, CATEGORY_LABELS[b.category], ...(b.subcategory ? [b.subcategory] : []), ...b.tags];
  return pageMeta(b.name, description, pages.business.href(b.id), keywords, b.image || undefined);
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
  return pageMeta(
    page,
    description,
    // The date's own address, also when the page was opened at the day it moved to.
    pages.event.href(e.id, dated ? (e.series?.occurrence ?? occurrence) : undefined),
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
    ...(meta.feed ? [feedLinkTag(meta.feed, origin)] : []),
  ];
}

/** A page's calendar feed, for calendar apps and feed readers that look for one in the head. */
function feedLinkTag(feed: CalendarFeed, origin: string): HeadTag {
  const attributes = {
    rel: "alternate",
    type: "text/calendar",
    title: feed.name,
    href: absoluteUrl(feed.path, origin),
  };
  return { tag: "link", attributes };
}
