/** The sections are classified against today in America/Los_Angeles (docs/product.md#events-today). */
import EventBusyIcon from "@mui/icons-material/EventBusy";
import ViewWeekIcon from "@mui/icons-material/ViewWeek";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { todayInSiteZone } from "@main-street/domain/dates";
import { useRenderTime } from "../../lib/render-context";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { LoadFailure, useRetry } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { Button } from "../../components/Button";
import { pages } from "@main-street/domain/paths";
import { classifyEvents } from "../../lib/event-schedule";
import { EventSection } from "./components/EventSection";
import { HostEventCta } from "./components/HostEventCta";
import { EmbedSnippet, SubscribeMenu } from "../../widgets/calendar-feeds";
import { SubscribeForm } from "../newsletter/widget";
import { CategoryNav, categoryParam, eventsPageHead, inCategoryOf, pageFeed } from "./category-filter";
import { HostHeading, hostedBy, hostParam, useHostBusiness } from "./host-filter";
import { businessQuery, eventsQuery, useEvents } from "../../lib/queries";
import type { PageHandle } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md). Its sections change with the date, so its HTML keeps a day. */
export const handle: PageHandle = {
  // docs/product.md#host-business: ?business= shows the events that business hosts, under its name.
  queries: ({ search }) => {
    const host = hostParam(search);
    return host ? [eventsQuery, businessQuery(host)] : [eventsQuery];
  },
  search: ["business", "category"],
  // docs/product.md#feeds-and-subscribing: ?category= shows one category's events; the head links the page's feed.
  head: eventsPageHead,
  clock: "day",
};

export function Component() {
  const [search] = useSearchParams();
  const host = hostParam(search);
  const category = categoryParam(search);
  const hostBusiness = useHostBusiness(host);
  const query = useEvents();
  const { data: events, isLoading, isError, error } = query;
  const { retrying, retry } = useRetry(query);
  const renderedAt = useRenderTime();
  // The server's render instant: the server and the hydrating browser split upcoming and past on the same day.
  const today = todayInSiteZone(renderedAt);
  const schedule = useMemo(
    () => classifyEvents(inCategoryOf(hostedBy(events ?? [], host), category), today),
    [events, host, category, today],
  );
  const feed = pageFeed(events, category, hostBusiness);
  const nothing = schedule.featured.length + schedule.upcoming.length + schedule.past.length === 0;

  return (
    <>
      <PageHero
        overline="What's happening downtown"
        title="Community Events"
        subtitle="Festivals, markets, parades and evening strolls under the desert sky: join your neighbors in historic downtown Boulder City."
      >
        <SubscribeMenu feed={feed} id="subscribe-menu" />
        <Button to={pages.thisWeek.href()} variant="outlined" color="inherit" startIcon={<ViewWeekIcon />}>
          This Week Downtown
        </Button>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        {host && <HostHeading business={hostBusiness} />}
        <CategoryNav events={events ?? []} current={category} />
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
        <Box sx={{ mt: 6, border: 1, borderColor: "divider", borderRadius: 2 }}>
          <SubscribeForm id="events-subscribe" title="Every Thursday, the week's events by e-mail" />
        </Box>
        <Box sx={{ mt: 6 }}>
          <EmbedSnippet query={{ business: host ?? undefined, category: category ?? undefined }} title={feed.name} />
        </Box>
      </Container>
      <HostEventCta host={hostBusiness ?? undefined} />
    </>
  );
}
