/**
 * /events?category= (docs/product.md#feeds-and-subscribing): one category's events, with that category's calendar
 * feed in the head and the Subscribe menu; the page's feed is otherwise its host business's (?business=) or the
 * site's. The categories are the events' own free text, listed as plain links so they work before the app runs.
 */
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { Business } from "@main-street/domain/business";
import {
  businessFeed,
  categoryFeed,
  eventCategories,
  inCategory,
  knownCategory,
  siteFeed,
  type CalendarFeed,
} from "@main-street/domain/calendar-feed";
import type { CommunityEvent } from "@main-street/domain/event";
import { pages } from "@main-street/domain/paths";
import { documentTitle, notFoundIn, type PageMeta } from "@main-street/domain/seo";
import { Link as RouterLink } from "react-router-dom";
import type { PageData, PageHandle, PageRequest } from "../../lib/page";
import { businessQuery, eventsQuery } from "../../lib/queries";
import { hostParam } from "./host-filter";
import { EVENTS_META } from "./meta";

/** `?category=` as the page reads it: trimmed, else no filter. */
export function categoryParam(search: URLSearchParams): string | null {
  return search.get("category")?.trim() || null;
}

export function inCategoryOf(events: CommunityEvent[], category: string | null): CommunityEvent[] {
  return category === null ? events : events.filter((event) => inCategory(event, category));
}

/** The feed the page offers: its host business's, its category's (as the events write it), or every event's. */
export function pageFeed(
  events: readonly CommunityEvent[] | undefined,
  category: string | null,
  host: Business | null | undefined,
): CalendarFeed {
  if (host) return businessFeed(host);
  const known = category && events ? knownCategory(events, category) : null;
  return known ? categoryFeed(known) : siteFeed();
}

function categoryMeta(category: string): PageMeta {
  const title = documentTitle(`${category} Events`);
  return { ...EVENTS_META, title, ogTitle: title, path: pages.events.href({ category }) };
}

/** The events page's head: its feed's link, under the category's own title when filtered; undefined while loading. */
export const eventsPageHead: PageHandle["head"] = (page: PageRequest, data: PageData) => {
  const events = data(eventsQuery.queryKey) as CommunityEvent[] | null | undefined;
  const hostId = hostParam(page.search);
  const host = hostId ? (data(businessQuery(hostId).queryKey) as Business | null | undefined) : null;
  const category = categoryParam(page.search);
  if (category === null) return { status: 200, meta: { ...EVENTS_META, feed: pageFeed(undefined, null, host) } };
  if (events === undefined) return undefined;
  const known = knownCategory(events ?? [], category);
  if (!known) return { status: 404, meta: notFoundIn(EVENTS_META, "No Such Event Category"), noindex: true };
  return { status: 200, meta: { ...categoryMeta(known), feed: pageFeed(events ?? [], known, host) } };
};

/** The categories as links, the current one marked; "All events" clears the filter. */
export function CategoryNav({ events, current }: { events: readonly CommunityEvent[]; current: string | null }) {
  const categories = eventCategories(events);
  if (categories.length === 0) return null;
  const active = current ? knownCategory(events, current) : null;
  const items = [{ label: "All events", to: pages.events.href(), on: active === null }].concat(
    categories.map((c) => ({ label: c, to: pages.events.href({ category: c }), on: c === active })),
  );
  return (
    <Box component="nav" aria-label="Event categories" sx={{ mb: 5 }}>
      <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", m: 0, p: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              component={RouterLink}
              to={item.to}
              aria-current={item.on ? "page" : undefined}
              underline="none"
              sx={{
                display: "inline-block",
                px: 1.75,
                py: 0.5,
                borderRadius: 999,
                border: 1,
                borderColor: "secondary.main",
                fontWeight: 600,
                color: item.on ? "common.white" : "secondary.main",
                bgcolor: item.on ? "secondary.main" : "transparent",
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
