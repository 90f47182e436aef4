import EventIcon from "@mui/icons-material/Event";
import MailOutlineIcon from "@mui/icons-material/MailOutline";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { CoverImage } from "../../../components/CoverImage";
import { AddToCalendar } from "./AddToCalendar";
import { EventFacts } from "./EventFacts";
import { HostedBy } from "./HostedBy";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

export function EventSidebar({ event }: { event: CommunityEvent }) {
  return (
    <Card
      component="aside"
      aria-labelledby="event-details-title"
      sx={{ overflow: "hidden", position: { md: "sticky" }, top: { md: 96 } }}
    >
      <CoverImage src={event.image} alt={event.title} icon={<EventIcon />} eager />
      <Box sx={{ p: 3 }}>
        <Typography variant="h4" component="h2" id="event-details-title" sx={{ mb: 2 }}>
          Event Details
        </Typography>
        <EventFacts event={event} />
        <HostedBy host={event.host} />
        <AddToCalendar event={event} />
        <Button
          to={pages.contact.href()}
          variant="contained"
          fullWidth
          size="large"
          startIcon={<MailOutlineIcon />}
          sx={{ mt: 3 }}
        >
          Contact for RSVP
        </Button>
      </Box>
    </Card>
  );
}
