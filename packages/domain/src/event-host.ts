/**
 * An event's host business (docs/product.md#host-business): the business the event happens at and is run by. The
 * API joins what the pages need of it on the server, so the public pages never load the whole directory for it.
 */
import type { AccessDetail } from "./access";

/** What an event page shows of its host: its name and page, and its place for the structured data. */
export interface EventHost {
  id: string;
  name: string;
  /** The listing's address, '' when it has none. */
  address: string;
  lat: number | null;
  lng: number | null;
  /** Whether the place has a step-free entrance (docs/product.md#access); null when the listing doesn't say. */
  stepFreeEntrance?: AccessDetail | null;
}

/** One of the next events a business hosts, as its page lists them ("Upcoming here"): a series once, at its next date. */
export interface HostedEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD: the event's date, or a series' next date. */
  date: string;
  /** Long English form of `date`. */
  displayDate: string;
  /** In the site's format (docs/product.md#time-format): "7 PM – 9 PM". */
  time: string;
  /** A series' rule in words ("Every Tuesday, 7 PM – 9 PM"); '' for a one-off. */
  repeats: string;
}

/** How many of its next events a business page lists; the events page filtered by the business lists them all. */
export const UPCOMING_HERE_LIMIT = 5;
