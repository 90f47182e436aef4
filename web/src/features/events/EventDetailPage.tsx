/** One event, read by its id (the page carries only that event). */
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import { eventMeta } from "@main-street/domain/seo";
import { useParams, useSearchParams } from "react-router-dom";
import { AboutCard } from "../../components/AboutCard";
import { CenteredLinkButton } from "../../components/CenteredLinkButton";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { RecordNotFound } from "../../components/RecordNotFound";
import { QrCodeLink } from "../../components/QrCodeLink";
import { Section } from "../../components/Section";
import { useCurrentUser } from "../../widgets/auth";
import { useCountListings } from "../../lib/listing-beacon";
import { occurrenceParam } from "../../lib/queries";
import { eventQuery, useEvent } from "./queries";
import type { CommunityEvent } from "@main-street/domain/event";
import { EventHero } from "./components/EventHero";
import { EventSidebar } from "./components/EventSidebar";
import { SeriesDates } from "./components/SeriesDates";
import { EVENT_NOT_FOUND_META } from "./meta";
import { pages } from "@main-street/domain/paths";
import { recordId, type PageData, type PageHandle, type PageRequest } from "../../lib/page";

/** docs/product.md#recurring-events: ?date= opens one date of a series. */
const dateOf = ({ search }: PageRequest) => occurrenceParam(search.get("date"));
const eventOf = (page: PageRequest, data: PageData) => {
  const id = recordId(page);
  return id ? (data(eventQuery(id, dateOf(page)).queryKey) as CommunityEvent | null | undefined) : undefined;
};

/** Route module (docs/decisions/0044-route-modules.md): /events/{id} and its older address /event/{id}. */
export const handle: PageHandle = {
  queries: (page) => {
    const id = recordId(page);
    return id ? [eventQuery(id, dateOf(page))] : [];
  },
  head: (page, data) => {
    const event = eventOf(page, data);
    if (event === undefined && recordId(page)) return undefined; // still loading
    return event
      ? { status: 200, meta: eventMeta(event, dateOf(page)) }
      : { status: 404, meta: EVENT_NOT_FOUND_META, noindex: true };
  },
  jsonLd: async (page, data, origin) => {
    const event = eventOf(page, data)!;
    const { breadcrumbJsonLd, eventJsonLd } = await import("@main-street/domain/structured-data");
    const crumbs = [
      { name: "Home", path: pages.home.href() },
      { name: "Community Events", path: pages.events.href() },
      { name: event.title, path: eventMeta(event, dateOf(page)).path },
    ];
    const structured = eventJsonLd(event, origin, dateOf(page));
    return [...(structured ? [structured] : []), breadcrumbJsonLd(crumbs, origin)];
  },
  search: ["date"],
  clock: "day",
};

export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  // docs/product.md#recurring-events: ?date= opens one occurrence of a series.
  const date = occurrenceParam(search.get("date"));
  const event = useEvent(id, date);
  return (
    <QueryContent
      query={event}
      loading={<LoadingState text="Loading event details..." minHeight={480} />}
      failedTitle="We couldn't load this event"
      headingLevel="h1"
      notFound={
        <RecordNotFound
          icon={<EventBusyIcon />}
          title="Event Not Found"
          hint="The event you're looking for doesn't exist or has been removed"
          back={{ to: pages.events.href(), label: "Back to Events" }}
        />
      }
    >
      {(found) => <EventDetails event={found} />}
    </QueryContent>
  );
}

function EventDetails({ event }: { event: CommunityEvent }) {
  // docs/product.md#listing-statistics: a view of an event its host business runs counts for that business.
  useCountListings("event", event.host ? [event.id] : []);
  // Only staff can edit an event (docs/product.md#roles).
  const { isAdmin } = useCurrentUser();
  return (
    <>
      <EventHero event={event} canEdit={isAdmin} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <AboutCard
              headingId="about-event-title"
              title="About This Event"
              html={event.description}
              fallback="No description available."
            />
            {event.series && <SeriesDates event={event} series={event.series} />}
            <QrCodeLink kind="event" id={event.id} sx={{ mt: 4 }} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <EventSidebar event={event} />
          </Grid>
        </Grid>
      </Container>
      <Section
        id="more-events"
        tone="deep"
        title="More Community Events"
        lead="Markets, festivals and celebrations fill the downtown calendar all year long."
      >
        <CenteredLinkButton to={pages.events.href()} color="secondary" endIcon={<ArrowForwardIcon />}>
          View All Events
        </CenteredLinkButton>
      </Section>
    </>
  );
}
