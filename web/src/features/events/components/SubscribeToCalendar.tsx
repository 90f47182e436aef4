/** The webcal:// link on /events: calendar apps subscribe to the upcoming-events feed and keep it updated. */
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import { webcalFeedUrl } from "@main-street/domain/calendar-feed";
import { useSiteOrigin } from "../../../lib/render-context";
import { Button } from "../../../components/Button";

export function SubscribeToCalendar() {
  const origin = useSiteOrigin();
  return (
    <Button
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
