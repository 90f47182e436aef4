import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { EventCard, type EventCardKind } from "./EventCard";

const COLUMNS: Record<EventCardKind, { xs: number; sm: number; md: number }> = {
  featured: { xs: 12, sm: 12, md: 6 },
  upcoming: { xs: 12, sm: 6, md: 4 },
  past: { xs: 12, sm: 6, md: 4 },
};

/** One classified group of the events list; renders nothing when the group is empty. */
export function EventSection({
  id,
  title,
  lead,
  events,
  kind,
}: {
  id: string;
  title: string;
  lead: string;
  events: CommunityEvent[];
  kind: EventCardKind;
}) {
  if (events.length === 0) return null;
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: { xs: 7, md: 9 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" id={`${id}-title`}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {lead}
        </Typography>
      </Box>
      <Grid container spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {events.map((event) => (
          <Grid key={event.id} component="li" size={COLUMNS[kind]}>
            <EventCard event={event} kind={kind} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
