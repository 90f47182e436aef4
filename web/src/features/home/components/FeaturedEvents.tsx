import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import ViewWeekIcon from "@mui/icons-material/ViewWeek";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { todayInSiteZone } from "@main-street/domain/dates";
import { useMemo } from "react";
import { LoadingState } from "../../../components/LoadingState";
import { Button } from "../../../components/Button";
import { Section } from "../../../components/Section";
import { useRenderTime } from "../../../lib/render-context";
import { classifyEvents, HOME_EVENT_LIMIT } from "../../../lib/event-schedule";
import { useEvents } from "../../../lib/queries";
import { HomeEventCard } from "./HomeEventCard";
import { pages } from "@main-street/domain/paths";

export function FeaturedEvents() {
  const { data, isLoading } = useEvents();
  // The render instant, so the server and the hydrating browser agree on "today".
  const today = todayInSiteZone(useRenderTime());
  const featured = useMemo(() => classifyEvents(data ?? [], today).featured.slice(0, HOME_EVENT_LIMIT), [data, today]);
  return (
    <Section
      id="featured-events"
      tone="sand"
      overline="Mark your calendar"
      title="Upcoming Events"
      lead="Signature celebrations that bring the whole community downtown."
    >
      {isLoading ? (
        <LoadingState text="Loading events..." />
      ) : featured.length === 0 ? (
        <Typography sx={{ textAlign: "center" }} color="text.secondary">
          New events are being planned. See the full calendar for everything coming up.
        </Typography>
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {featured.map((event) => (
            <Grid key={event.id} component="li" size={{ xs: 12, md: 4 }}>
              <HomeEventCard event={event} />
            </Grid>
          ))}
        </Grid>
      )}
      <Box sx={{ display: "flex", gap: 2, justifyContent: "center", flexWrap: "wrap", mt: 5 }}>
        <Button
          to={pages.events.href()}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          View All Events
        </Button>
        <Button
          to={pages.thisWeek.href()}
          variant="outlined"
          color="secondary"
          size="large"
          startIcon={<ViewWeekIcon />}
        >
          This Week Downtown
        </Button>
      </Box>
    </Section>
  );
}
