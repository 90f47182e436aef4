/** The subscribable events feed (apart from calendar-links: the events list needs only this). */
import { api } from "./paths";

/** The feed at webcal://{host}: calendar apps subscribe to (and keep refreshing) it. */
export function webcalFeedUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "").replace(/^https?:\/\//i, "webcal://")}${api.eventsFeed.href()}`;
}
