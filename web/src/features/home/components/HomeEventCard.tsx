import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { eventTimeText } from "@main-street/domain/event-span";
import { stripHtml } from "@main-street/domain/text";
import { CancelledTag } from "../../../components/CancelledTag";
import { DateBadge } from "../../../components/DateBadge";
import { visuallyHidden } from "../../../components/visually-hidden";
import { fullEventDate } from "../../../lib/event-dates";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

export function HomeEventCard({ event }: { event: CommunityEvent }) {
  const summary = event.excerpt || stripHtml(event.description);
  return (
    <Card
      sx={{
        p: 3,
        height: "100%",
        display: "flex",
        flexDirection: "column",
        gap: 2,
        borderTop: "4px solid",
        borderTopColor: "primary.main",
      }}
    >
      <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <DateBadge date={event.date} />
        <Typography variant="body2" sx={{ fontWeight: 600, color: "primary.dark" }}>
          {fullEventDate(event.date, event.displayDate)}
          {eventTimeText(event) && (
            <Box component="span" sx={{ display: "block", color: "text.secondary", fontWeight: 400 }}>
              {eventTimeText(event)}
            </Box>
          )}
          {event.series && (
            <Box component="span" sx={{ display: "block", color: "text.secondary", fontWeight: 400 }}>
              {event.series.text}
            </Box>
          )}
        </Typography>
      </Box>
      {event.cancelled && (
        <Box>
          <CancelledTag size="small" />
        </Box>
      )}
      <Typography variant="h3" sx={{ fontSize: "1.3rem" }}>
        {event.title}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ display: "-webkit-box", WebkitLineClamp: 4, WebkitBoxOrient: "vertical", overflow: "hidden" }}
      >
        {summary}
      </Typography>
      <Box sx={{ mt: "auto" }}>
        <Button to={pages.event.href(event.id)} endIcon={<ArrowForwardIcon />} sx={{ px: 0 }}>
          Learn More
          <Box component="span" sx={visuallyHidden}>
            : {event.title}
          </Box>
        </Button>
      </Box>
    </Card>
  );
}
