import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import EventIcon from "@mui/icons-material/Event";
import StarIcon from "@mui/icons-material/Star";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { Tag } from "../../../components/Tag";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { stripHtml } from "@main-street/domain/text";
import { Link as RouterLink } from "react-router-dom";
import { CoverImage } from "../../../components/CoverImage";
import { DateBadge } from "../../../components/DateBadge";
import { visuallyHidden } from "../../../components/visually-hidden";
import { EventFacts } from "./EventFacts";

export type EventCardKind = "featured" | "upcoming" | "past";

export function EventCard({ event, kind }: { event: CommunityEvent; kind: EventCardKind }) {
  const to = `/events/${event.id}`;
  const summary = event.excerpt || stripHtml(event.description);
  const past = kind === "past";
  return (
    <Card
      data-event-id={event.id}
      // Past cards are dimmed through a grey image and a muted card, never by fading text (contrast stays AA).
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        bgcolor: past ? "#F4EFE7" : "background.paper",
        transition: "box-shadow .2s",
        "&:hover": { boxShadow: 6 },
      }}
    >
      <Box sx={{ position: "relative" }}>
        <Box
          component={RouterLink}
          to={to}
          tabIndex={-1}
          aria-hidden
          sx={{ display: "block", filter: past ? "grayscale(1) opacity(.7)" : "none" }}
        >
          <CoverImage
            src={event.image}
            alt=""
            icon={<EventIcon />}
            ratio={kind === "featured" ? "16 / 9" : "16 / 10"}
            layout={kind === "featured" ? "featuredCard" : "card"}
          />
        </Box>
        <Box sx={{ position: "absolute", left: 16, bottom: -24 }}>
          <DateBadge date={event.date} dimmed={past} />
        </Box>
      </Box>
      <Box sx={{ p: 3, pt: 4.5, display: "flex", flexDirection: "column", gap: 1.5, flexGrow: 1 }}>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          {kind === "featured" && <Tag size="small" icon={<StarIcon />} label="Featured" color="warning" />}
          {past && <Tag size="small" label="Past Event" sx={{ bgcolor: "grey.300", color: "text.primary" }} />}
          {event.category && <Tag size="small" label={event.category} variant="outlined" color="secondary" />}
        </Box>
        <Typography variant="h3" sx={{ fontSize: kind === "featured" ? "1.5rem" : "1.25rem" }}>
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {event.title}
          </Link>
        </Typography>
        <EventFacts event={event} dense />
        {summary && (
          <Typography
            color="text.secondary"
            sx={{ display: "-webkit-box", WebkitLineClamp: 4, WebkitBoxOrient: "vertical", overflow: "hidden" }}
          >
            {summary}
          </Typography>
        )}
        <Box sx={{ mt: "auto", pt: 1 }}>
          <Button
            component={RouterLink}
            to={to}
            variant={kind === "featured" ? "contained" : "outlined"}
            color={past ? "secondary" : "primary"}
            endIcon={<ArrowForwardIcon />}
          >
            {kind === "featured" ? "Learn More & RSVP" : "View Details"}
            <Box component="span" sx={visuallyHidden}>
              : {event.title}
            </Box>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
