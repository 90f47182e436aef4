import DownloadIcon from "@mui/icons-material/Download";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { googleCalendarUrl } from "@main-street/domain/calendar-links";
import type { CommunityEvent } from "@main-street/domain/event";
import { api } from "@main-street/domain/paths";
import { useSiteOrigin } from "../../../lib/render-context";
import { Button } from "../../../components/Button";

export function AddToCalendar({ event }: { event: CommunityEvent }) {
  const google = googleCalendarUrl(event, useSiteOrigin());
  // docs/product.md#recurring-events: a cancelled event or date offers nothing to add to a calendar.
  if (event.series?.shownSkipped || event.cancelled) return null;
  const date = event.series?.occurrence;
  return (
    <Box component="section" aria-labelledby="add-to-calendar-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" id="add-to-calendar-title" sx={{ mb: 1 }}>
        Add to calendar
      </Typography>
      <Box sx={{ display: "grid", gap: 1 }}>
        <Button
          href={api.eventCalendar.href(event.id, date)}
          download={date ? `${event.id}-${date}.ics` : `${event.id}.ics`}
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          {event.series ? "Download this date (.ics)" : "Download .ics (Apple, Outlook)"}
        </Button>
        {event.series && (
          <Button
            href={api.eventCalendar.href(event.id)}
            download={`${event.id}.ics`}
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            Download every date (.ics)
          </Button>
        )}
        {google && (
          <Button
            href={google}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<EventAvailableIcon />}
          >
            Add to Google Calendar
          </Button>
        )}
      </Box>
    </Box>
  );
}
