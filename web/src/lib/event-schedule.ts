/** Shared by the home page and the events list (docs/product.md#events-today). */
import type { CommunityEvent } from "@main-street/domain/event";
import { listed } from "@main-street/domain/event-groups";
import { isUpcoming } from "@main-street/domain/series-view";

export interface EventSchedule {
  featured: CommunityEvent[];
  upcoming: CommunityEvent[];
  past: CommunityEvent[];
}

const byDateAsc = (a: CommunityEvent, b: CommunityEvent) =>
  a.date.localeCompare(b.date) || a.title.localeCompare(b.title);

/**
 * Featured and today-or-later: Featured. Not featured and today-or-later: Upcoming. Not featured and
 * before today: Past (most recent first). Featured past events appear nowhere. `today` is 'YYYY-MM-DD'
 * in America/Los_Angeles (todayInSiteZone); dates arrive normalised to 'YYYY-MM-DD'. A series with no date left
 * (docs/product.md#recurring-events: every later date cancelled) is past whatever date it shows.
 */
export function classifyEvents(events: CommunityEvent[], today: string): EventSchedule {
  // A calendar event's single dates are listed once (docs/product.md#importing-calendars).
  const sorted = events.filter(listed).sort(byDateAsc);
  const isFuture = (e: CommunityEvent) => isUpcoming(e, today);
  const isFeatured = (e: CommunityEvent) => e.featured === "true";
  return {
    featured: sorted.filter((e) => isFeatured(e) && isFuture(e)),
    upcoming: sorted.filter((e) => !isFeatured(e) && isFuture(e)),
    past: sorted.filter((e) => !isFeatured(e) && !isFuture(e)).reverse(),
  };
}

export const HOME_EVENT_LIMIT = 3;
