import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import EventIcon from "@mui/icons-material/Event";
import StarIcon from "@mui/icons-material/Star";
import Card from "@mui/material/Card";
import { Tag } from "../../../components/Tag";
import { CancelledTag } from "../../../components/CancelledTag";
import Link from "@mui/material/Link";
import { styled } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { stripHtml } from "@main-street/domain/text";
import { Link as RouterLink } from "react-router-dom";
import { CoverImage } from "../../../components/CoverImage";
import { DateBadge } from "../../../components/DateBadge";
import { visuallyHidden } from "../../../components/visually-hidden";
import { EventFacts } from "./EventFacts";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

export type EventCardKind = "featured" | "upcoming" | "past";

/**
 * One styled card with plain children, styled by nested rules: the events page renders hundreds of cards on the
 * server, and each styled element costs render time there.
 */
const CardRoot = styled(Card)(({ theme }) => ({
  height: "100%",
  display: "flex",
  flexDirection: "column",
  backgroundColor: theme.palette.background.paper,
  transition: "box-shadow .2s",
  "&:hover": { boxShadow: theme.shadows[6] },
  "& .media": { position: "relative" },
  "& .media-link": { display: "block" },
  "& .date-badge": { position: "absolute", left: 16, bottom: -24 },
  "& .body": {
    padding: theme.spacing(4.5, 3, 3),
    display: "flex",
    flexDirection: "column",
    gap: theme.spacing(1.5),
    flexGrow: 1,
  },
  "& .tags": { display: "flex", gap: theme.spacing(1), flexWrap: "wrap" },
  "& .title": { fontSize: "1.25rem" },
  "& .summary": { display: "-webkit-box", WebkitLineClamp: 4, WebkitBoxOrient: "vertical", overflow: "hidden" },
  "& .actions": { marginTop: "auto", paddingTop: theme.spacing(1) },
  "& .sr-only": visuallyHidden,
  "&[data-kind='featured'] .title": { fontSize: "1.5rem" },
  // Past cards are dimmed through a grey image and a muted card, never by fading text (contrast stays AA).
  "&[data-kind='past']": { backgroundColor: "#F4EFE7" },
  "&[data-kind='past'] .media-link": { filter: "grayscale(1) opacity(.7)" },
}));

export function EventCard({ event, kind }: { event: CommunityEvent; kind: EventCardKind }) {
  const to = pages.event.href(event.id);
  const summary = event.excerpt || stripHtml(event.description);
  const past = kind === "past";
  return (
    <CardRoot data-event-id={event.id} data-kind={kind}>
      <div className="media">
        <RouterLink className="media-link" to={to} tabIndex={-1} aria-hidden>
          <CoverImage
            src={event.image}
            alt=""
            icon={<EventIcon />}
            ratio={kind === "featured" ? "16 / 9" : "16 / 10"}
            layout={kind === "featured" ? "featuredCard" : "card"}
          />
        </RouterLink>
        <div className="date-badge">
          <DateBadge date={event.date} dimmed={past} />
        </div>
      </div>
      <div className="body">
        <div className="tags">
          {event.cancelled && <CancelledTag size="small" />}
          {kind === "featured" && <Tag size="small" icon={<StarIcon />} label="Featured" color="warning" />}
          {past && <Tag size="small" label="Past Event" sx={{ bgcolor: "grey.300", color: "text.primary" }} />}
          {event.category && <Tag size="small" label={event.category} variant="outlined" color="secondary" />}
        </div>
        <Typography variant="h3" className="title">
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {event.title}
          </Link>
        </Typography>
        <EventFacts event={event} dense />
        {summary && (
          <Typography color="text.secondary" className="summary">
            {summary}
          </Typography>
        )}
        <div className="actions">
          <Button
            to={to}
            variant={kind === "featured" ? "contained" : "outlined"}
            color={past ? "secondary" : "primary"}
            endIcon={<ArrowForwardIcon />}
          >
            {kind === "featured" ? "Learn More" : "View Details"}
            <span className="sr-only">: {event.title}</span>
          </Button>
        </div>
      </div>
    </CardRoot>
  );
}
