/**
 * GET /api/events.ics (the upcoming-events feed people subscribe to) and GET /api/events/{id}.ics (one event
 * as a download). Mounted before the JSON event routes, so '{id}.ics' never reaches GET /api/events/{id}.
 */
import { Router, type Response } from "express";
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { getEvent, listEvents } from "../events/repository";
import { publicCache } from "../http/cache-headers";
import { cached } from "../platform/list-cache";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { api } from "@main-street/domain/paths";
import { parseId, parseOccurrenceDate } from "../http/validate";
import { publicOrigin } from "../seo/origin";
import { eventsCalendar } from "./ics";

export const calendarRoutes = Router();

function sendCalendar(res: Response, body: string, disposition: string): void {
  publicCache(res, 300);
  res.set("Content-Disposition", disposition).type("text/calendar; charset=utf-8").send(body);
}

/** docs/product.md#recurring-events: the feed keeps events this many days after their last date. */
const FEED_PAST_DAYS = 90;

calendarRoutes.get(inApi(api.eventsFeed.path), async (req, res) => {
  // A series is listed at its next date, or its last once ended: an event leaves the feed (and subscribers'
  // calendars) 90 days after its last date, not on it.
  const since = addDays(todayInSiteZone(), -FEED_PAST_DAYS);
  const origin = publicOrigin(req);
  // Kept until the next write or the next day, like the JSON list: every subscriber's calendar polls the same file.
  const body = await cached(
    `ics:events:${since}:${origin}`,
    async () =>
      eventsCalendar(
        (await listEvents()).filter((e) => e.date >= since),
        origin,
      ),
    { group: "page", size: (text) => text.length },
  );
  sendCalendar(res, body, 'inline; filename="events.ics"');
});

calendarRoutes.get(inApi(api.eventCalendar.path), async (req, res) => {
  const id = parseId(req.params.id, "Event");
  // docs/product.md#recurring-events: with ?date=, just that occurrence; without, the whole series.
  const date = parseOccurrenceDate(req.query.date);
  const event = await getEvent(id, date);
  if (!event) throw new HttpError(404, "not_found", "Event not found.");
  const body = eventsCalendar([event], publicOrigin(req), event.title, date === undefined);
  sendCalendar(res, body, `attachment; filename="${date ? `${id}-${date}` : id}.ics"`);
});
