/** The subscribable events feed's address (apart from calendar-links: the events list needs only this). */
const EVENTS_FEED_PATH = "/api/events.ics";

/** 'webcal://host/api/events.ics': calendar apps subscribe to (and keep refreshing) the feed. */
export function webcalFeedUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "").replace(/^https?:\/\//i, "webcal://")}${EVENTS_FEED_PATH}`;
}
