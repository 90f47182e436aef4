/** The webcal:// link on /events: calendar apps subscribe to the upcoming-events feed and keep it updated. */
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import Button from "@mui/material/Button";
import { webcalFeedUrl } from "@main-street/domain/calendar-links";
import { useSiteOrigin } from "../../../lib/render-context";

export function SubscribeToCalendar() {
  const origin = useSiteOrigin();
  return (
    <Button
      component="a"
      href={webcalFeedUrl(origin)}
      variant="contained"
      color="warning"
      size="large"
      startIcon={<EventRepeatIcon />}
    >
      Subscribe to calendar
    </Button>
  );
}
