/** The sections are classified against today in America/Los_Angeles (docs/product.md#events-today). */
import EventBusyIcon from "@mui/icons-material/EventBusy";
import Container from "@mui/material/Container";
import { todayInSiteZone } from "@main-street/domain/dates";
import { useRenderTime } from "../../lib/render-context";
import { STATIC_PAGES } from "@main-street/domain/seo";
import { useMemo } from "react";
import { EmptyState } from "../../components/EmptyState";
import { LoadFailure, useRetry } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { classifyEvents } from "../../lib/event-schedule";
import { useEvents } from "../../lib/public-lists";
import { EventSection } from "./components/EventSection";
import { HostEventCta } from "./components/HostEventCta";
import { SubscribeToCalendar } from "./components/SubscribeToCalendar";
import { eventsQuery } from "../../lib/queries";
import { pageLoader, type PageHandle } from "../../lib/page";
export { RouteErrorBoundary as ErrorBoundary } from "../../components/RouteErrorBoundary";

/** Route module (docs/decisions/0044-route-modules.md). Its sections change with the date, so its HTML keeps a day. */
export const handle: PageHandle = {
  queries: () => [eventsQuery],
  head: () => ({ status: 200, meta: STATIC_PAGES.events }),
  clock: "day",
};
export const loader = pageLoader(handle);

export function Component() {
  const query = useEvents();
  const { data: events, isLoading, isError, error } = query;
  const { retrying, retry } = useRetry(query);
  const renderedAt = useRenderTime();
  // The server's render instant: the server and the hydrating browser split upcoming and past on the same day.
  const today = todayInSiteZone(renderedAt);
  const schedule = useMemo(() => classifyEvents(events ?? [], today), [events, today]);
  const nothing = schedule.featured.length + schedule.upcoming.length + schedule.past.length === 0;

  return (
    <>
      <PageHero
        overline="What's happening downtown"
        title="Community Events"
        subtitle="Festivals, markets, parades and evening strolls under the desert sky: join your neighbors in historic downtown Boulder City."
      >
        <SubscribeToCalendar />
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        {isError || retrying ? (
          <LoadFailure error={error} title="We couldn't load events" onRetry={retry} retrying={retrying} />
        ) : isLoading ? (
          <LoadingState text="Loading events..." />
        ) : nothing ? (
          <EmptyState
            icon={<EventBusyIcon />}
            title="No events scheduled"
            hint="Check back soon for upcoming community events and activities"
          />
        ) : (
          <>
            <EventSection
              id="featured"
              title="Featured Events"
              lead="Don't miss these signature downtown celebrations."
              events={schedule.featured}
              kind="featured"
            />
            <EventSection
              id="upcoming"
              title="Upcoming Events"
              lead="More ways to enjoy downtown in the weeks ahead."
              events={schedule.upcoming}
              kind="upcoming"
            />
            <EventSection
              id="past"
              title="Past Events"
              lead="A look back at recent gatherings."
              events={schedule.past}
              kind="past"
            />
          </>
        )}
      </Container>
      <HostEventCta />
    </>
  );
}
