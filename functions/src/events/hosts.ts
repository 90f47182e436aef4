/**
 * Host businesses (docs/product.md#host-business): an event may name the business it happens at and is run by. The
 * served event carries what its page needs of the host, and the served business its next hosted events, both joined
 * here from the cached lists, so a page's server render and its API read give the same answer.
 */
import type { Business } from "@main-street/domain/business";
import { todayInSiteZone } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { listed, otherDatesText } from "@main-street/domain/event-groups";
import { eventTimeText } from "@main-street/domain/event-span";
import { isUpcoming } from "@main-street/domain/series-view";
import { UPCOMING_HERE_LIMIT, type EventHost, type HostedEvent } from "@main-street/domain/event-host";
import { getBusiness } from "../businesses";
import { HttpError } from "../http/errors";
import { cached } from "../platform/list-cache";
import { getEvent, listEvents } from "./repository";
import { siteNow } from "../platform/clock";

function hostOf(business: Business | null): EventHost | null {
  if (!business) return null;
  const { id, name, address, lat, lng } = business;
  const stepFreeEntrance = business.access?.["step-free-entrance"] ?? null;
  return { id, name, address: address ?? "", lat: lat ?? null, lng: lng ?? null, stepFreeEntrance };
}

/** GET /api/events/{id} and the event page: the event with its host (null for none, or a business since removed). */
export async function servedEvent(id: string, date?: string): Promise<CommunityEvent | null> {
  const event = await getEvent(id, date);
  if (!event) return null;
  return { ...event, host: event.hostBusinessId ? hostOf(await getBusiness(event.hostBusinessId)) : null };
}

/** Each host's upcoming events, soonest first (a series once, at its next date): rebuilt once a day per list. */
async function upcomingByHost(now: Date): Promise<Map<string, HostedEvent[]>> {
  const today = todayInSiteZone(now);
  return cached(`hostedEvents:${today}`, async () => {
    const byHost = new Map<string, HostedEvent[]>();
    for (const e of await listEvents(now)) {
      if (!e.hostBusinessId || !isUpcoming(e, today) || e.cancelled || !listed(e)) continue;
      const hosted = { id: e.id, title: e.title, date: e.date, displayDate: e.displayDate, time: eventTimeText(e) };
      const list = byHost.get(e.hostBusinessId) ?? [];
      list.push({ ...hosted, repeats: e.series?.text ?? otherDatesText(e) });
      byHost.set(e.hostBusinessId, list);
    }
    return byHost;
  });
}

/** GET /api/businesses/{id} and the business page: the listing with its next hosted events ("Upcoming here"). */
export async function servedBusiness(id: string, now = siteNow()): Promise<Business | null> {
  const business = await getBusiness(id);
  if (!business) return null;
  // The listing is what the page is for: while the events can't be read, it is served without them.
  const upcoming = await upcomingByHost(now).then(
    (byHost) => byHost.get(id) ?? [],
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 503) return [];
      throw error;
    },
  );
  return { ...business, upcomingEvents: upcoming.slice(0, UPCOMING_HERE_LIMIT) };
}
