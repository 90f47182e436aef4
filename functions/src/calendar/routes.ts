/**
 * The feeds people subscribe to (docs/product.md#feeds-and-subscribing): GET /api/events.ics (every event, or
 * `?category=` one category's) and GET /api/businesses/{id}/events.ics (the events a business hosts); and
 * GET /api/events/{id}.ics (one event as a download). Mounted before the JSON event routes, so '{id}.ics' never
 * reaches GET /api/events/{id}. Every one is written by the one calendar writer (ics.ts).
 */
import { Router, type Response } from "express";
import { businessFeed, categoryFeed, inCategory, siteFeed, type CalendarFeed } from "@main-street/domain/calendar-feed";
import { addDays } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { api, pages } from "@main-street/domain/paths";
import { getEvent, listEvents } from "../events";
import { publicCache } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { parseId, parseOccurrenceDate } from "../http/validate";
import { cached } from "../platform/list-cache";
import { publicOrigin } from "../seo";
import { askedCategory, findBusiness } from "./feed-filters";
import { eventsCalendar } from "./ics";
import { siteToday } from "../platform/clock";

export const calendarRoutes = Router();

function sendCalendar(res: Response, body: string, disposition: string): void {
  publicCache(res, 300);
  res.set("Content-Disposition", disposition).type("text/calendar; charset=utf-8").send(body);
}

/** docs/product.md#recurring-events: the feed keeps events this many days after their last date. */
const FEED_PAST_DAYS = 90;

/**
 * A feed's calendar: the events `wanted` keeps, from 90 days ago on. A series is listed at its next date, or its last
 * once ended, so an event leaves the feed (and subscribers' calendars) 90 days after its last date, not on it.
 * Kept until the next write or the next day, like the JSON list: every subscriber's calendar polls the same file.
 */
async function feedCalendar(
  scope: string,
  feed: CalendarFeed,
  page: string,
  origin: string,
  wanted: (event: CommunityEvent) => boolean = () => true,
): Promise<string> {
  const since = addDays(siteToday(), -FEED_PAST_DAYS);
  return cached(
    `ics:${scope}:${since}:${origin}`,
    async () => {
      const events = (await listEvents()).filter((e) => e.date >= since && wanted(e));
      return eventsCalendar(events, origin, { name: feed.name, page });
    },
    // Apart from the pages: a feed is made for any category asked (an empty one for one without events), so a flood
    // of made-up ones evicts other feeds, posters and embeds, never the pages people read (docs/decisions/0063).
    { group: "derived", size: (text) => text.length },
  );
}

calendarRoutes.get(inApi(api.eventsFeed.path), async (req, res) => {
  const origin = publicOrigin(req);
  const category = askedCategory(req.query.category, await listEvents(), { empty: true });
  const body = category
    ? await feedCalendar(
        `category:${category.toLowerCase()}`,
        categoryFeed(category),
        pages.events.href({ category }),
        origin,
        (e) => inCategory(e, category),
      )
    : await feedCalendar("events", siteFeed(), pages.events.href(), origin);
  sendCalendar(res, body, 'inline; filename="events.ics"');
});

calendarRoutes.get(inApi(api.businessFeed.path), async (req, res) => {
  const business = await findBusiness(req.params.id);
  const { id } = business;
  const origin = publicOrigin(req);
  const body = await feedCalendar(
    `business:${id}`,
    businessFeed(business),
    pages.business.href(id),
    origin,
    (e) => e.hostBusinessId === id,
  );
  // The id is a document id ([A-Za-z0-9_-]), safe in the header as it is.
  sendCalendar(res, body, `inline; filename="${id}-events.ics"`);
});

calendarRoutes.get(inApi(api.eventCalendar.path), async (req, res) => {
  const id = parseId(req.params.id, "Event");
  // docs/product.md#recurring-events: with ?date=, just that occurrence; without, the whole series.
  const date = parseOccurrenceDate(req.query.date);
  const event = await getEvent(id, date);
  if (!event) throw new HttpError(404, "not_found", "Event not found.");
  const body = eventsCalendar([event], publicOrigin(req), { name: event.title, whole: date === undefined });
  sendCalendar(res, body, `attachment; filename="${date ? `${id}-${date}` : id}.ics"`);
});
