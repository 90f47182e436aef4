/**
 * What the embeddable calendar lists (docs/product.md#embeddable-calendar): the next events, a business's or a
 * category's when asked, each series once at its next date, at most `limit` of them.
 */
import { inCategory } from "@main-street/domain/calendar-feed";
import { EMBED_LIMITS } from "@main-street/domain/embed";
import type { CommunityEvent } from "@main-street/domain/event";
import { listed, otherDatesText } from "@main-street/domain/event-groups";
import { eventTimeText } from "@main-street/domain/event-span";
import { pages } from "@main-street/domain/paths";
import { absoluteUrl } from "@main-street/domain/seo";
import { isUpcoming } from "@main-street/domain/series-view";
import { HttpError } from "../http/errors";
import type { EmbedContent } from "./embed-html";

export interface EmbedFilters {
  business?: { id: string; name: string };
  category?: string;
  limit: number;
}

const LIMIT_MESSAGE = `Show from ${EMBED_LIMITS.min} to ${EMBED_LIMITS.max} events: set limit to a whole number in that range.`;

/** `?limit=`: how many events to list, 10 when absent or blank. */
export function parseLimit(value: unknown): number {
  if (value === undefined || value === "") return EMBED_LIMITS.default;
  const limit = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (limit >= EMBED_LIMITS.min && limit <= EMBED_LIMITS.max) return limit;
  throw new HttpError(400, "validation_failed", LIMIT_MESSAGE, { limit: LIMIT_MESSAGE });
}

function heading({ business, category }: EmbedFilters): string {
  if (business && category) return `${category} events at ${business.name}`;
  if (business) return `Events at ${business.name}`;
  if (category) return `${category} events`;
  return "Upcoming events";
}

/**
 * The content for `events` (the public list: each series once, at its next date that happens, or its last once
 * ended) on `today`: those from today on that the filters keep, soonest first.
 */
export function embedContent(
  events: readonly CommunityEvent[],
  filters: EmbedFilters,
  today: string,
  origin: string,
): EmbedContent {
  const { business, category, limit } = filters;
  const wanted = events
    .filter((e) => isUpcoming(e, today) && listed(e))
    .filter((e) => !business || e.hostBusinessId === business.id)
    .filter((e) => !category || inCategory(e, category));
  // `limit` counts events that happen: a cancelled one is shown among them, labelled, but takes no place (and
  // never more of them than the limit itself).
  const shown: CommunityEvent[] = [];
  let happening = 0;
  let cancelled = 0;
  for (const e of wanted) {
    if (happening >= limit) break;
    if (e.cancelled) {
      if (cancelled < limit) shown.push(e);
      cancelled += 1;
    } else {
      shown.push(e);
      happening += 1;
    }
  }
  const items = shown.map((e) => ({
    title: e.title,
    // A series links the date it lists, to that date's own page.
    href: absoluteUrl(pages.event.href(e.id, e.series?.occurrence), origin),
    date: e.date,
    displayDate: e.displayDate,
    time: eventTimeText(e),
    location: e.location,
    repeats: e.series?.text ?? otherDatesText(e),
    cancelled: e.cancelled === true,
  }));
  return {
    heading: heading(filters),
    items,
    more: absoluteUrl(pages.events.href({ business: business?.id, category }), origin),
    home: absoluteUrl(pages.home.href(), origin),
  };
}
