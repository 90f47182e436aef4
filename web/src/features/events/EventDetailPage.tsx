/** One event, read by its id (the page carries only that event). */
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import { documentTitle, eventMeta, STATIC_PAGES } from "@main-street/domain/seo";
import { useParams, useSearchParams } from "react-router-dom";
import { AboutCard } from "../../components/AboutCard";
import { CenteredLinkButton } from "../../components/CenteredLinkButton";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { RecordNotFound } from "../../components/RecordNotFound";
import { Section } from "../../components/Section";
import { Seo } from "../../components/Seo";
import { useCurrentUser } from "../../widgets/auth";
import { occurrenceParam } from "../../lib/query-keys";
import { useEvent } from "./api/use-events";
import type { CommunityEvent } from "@main-street/domain/event";
import { EventHero } from "./components/EventHero";
import { EventSidebar } from "./components/EventSidebar";
import { SeriesDates } from "./components/SeriesDates";

const NOT_FOUND_META = {
  ...STATIC_PAGES.events,
  title: documentTitle("Event Not Found"),
  ogTitle: documentTitle("Event Not Found"),
};

export default function EventDetailPage() {
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
          meta={NOT_FOUND_META}
          icon={<EventBusyIcon />}
          title="Event Not Found"
          hint="The event you're looking for doesn't exist or has been removed"
          back={{ to: "/events", label: "Back to Events" }}
        />
      }
    >
      {(found) => <EventDetails event={found} date={date} />}
    </QueryContent>
  );
}

function EventDetails({ event, date }: { event: CommunityEvent; date: string | undefined }) {
  const { user } = useCurrentUser();
  return (
    <>
      <Seo meta={eventMeta(event, date)} />
      <EventHero event={event} canEdit={user !== null} />
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
        <CenteredLinkButton to="/events" color="secondary" endIcon={<ArrowForwardIcon />}>
          View All Events
        </CenteredLinkButton>
      </Section>
    </>
  );
}
