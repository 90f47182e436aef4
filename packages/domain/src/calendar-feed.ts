/**
 * The calendar feeds people subscribe to (docs/product.md#feeds-and-subscribing): the site's, one category's and one
 * business's, and the links that add a feed to a calendar app. Apart from calendar-links: the events list and the
 * business page need only this.
 */
import { api } from "./paths";
import { SITE } from "./site";

export interface CalendarFeed {
  /** The calendar's name in the subscriber's app, and the title of the page's <link rel="alternate">. */
  name: string;
  /** The site-relative address of the .ics file. */
  path: string;
}

export function siteFeed(): CalendarFeed {
  return { name: `${SITE.name} Events`, path: api.eventsFeed.href() };
}

export function categoryFeed(category: string): CalendarFeed {
  return { name: `${category} events — ${SITE.name}`, path: api.eventsFeed.href({ category }) };
}

export function businessFeed(business: { id: string; name: string }): CalendarFeed {
  return { name: `Events at ${business.name} — ${SITE.name}`, path: api.businessFeed.href(business.id) };
}

/** Event categories are free text: "arts" and "Arts " name the same one. */
function categoryKey(category: string): string {
  return category.trim().toLowerCase();
}

/** The events' categories, once each (as first written), in alphabetical order; blank ones left out. */
export function eventCategories(events: readonly { category: string }[]): string[] {
  const found = new Map<string, string>();
  for (const { category } of events) {
    const key = categoryKey(category);
    if (key && !found.has(key)) found.set(key, category.trim());
  }
  return [...found.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

/** The category as the events write it, or null when no event is in it. */
export function knownCategory(events: readonly { category: string }[], asked: string): string | null {
  const key = categoryKey(asked);
  return eventCategories(events).find((c) => categoryKey(c) === key) ?? null;
}

export function inCategory(event: { category: string }, category: string): boolean {
  return categoryKey(event.category) === categoryKey(category);
}

/** An address on the site, absolute. */
function absolute(path: string, origin: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

/** The feed at webcal://{host}: calendar apps subscribe to (and keep refreshing) it. */
export function webcalFeedUrl(origin: string, path = api.eventsFeed.href()): string {
  return absolute(path, origin).replace(/^https?:\/\//i, "webcal://");
}

/** Where each calendar app subscribes to a feed, every address absolute. */
export interface SubscribeLinks {
  /** The feed's own http(s) address, to copy. */
  address: string;
  /** Apple Calendar and most desktop apps. */
  webcal: string;
  google: string;
  outlook: string;
  office365: string;
}

export function subscribeLinks(feed: CalendarFeed, origin: string): SubscribeLinks {
  const webcal = webcalFeedUrl(origin, feed.path);
  const address = absolute(feed.path, origin);
  // Outlook fetches the feed itself: its own address and the calendar's name, as "Subscribe from web" takes them.
  const fromWeb = `url=${encodeURIComponent(address)}&name=${encodeURIComponent(feed.name)}`;
  return {
    address,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${fromWeb}`,
    office365: `https://outlook.office.com/calendar/0/addfromweb?${fromWeb}`,
  };
}
