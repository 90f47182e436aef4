/** The events list's head: its page's, and an event page's for an unknown id under its own title. */
import { pages } from "@main-street/domain/paths";
import { notFoundIn, pageMeta } from "@main-street/domain/seo";

export const EVENTS_META = pageMeta(
  "Community Events",
  "Upcoming community events, festivals and markets in historic downtown Boulder City, Nevada.",
  pages.events.href(),
  ["events", "festivals", "farmers market", "calendar"],
);

export const EVENT_NOT_FOUND_META = notFoundIn(EVENTS_META, "Event Not Found");
