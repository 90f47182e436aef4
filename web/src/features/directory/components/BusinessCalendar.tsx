/**
 * A business's events in a visitor's calendar (docs/product.md#feeds-and-subscribing): the Subscribe menu for the
 * feed of the events it hosts, which the page's head also links.
 */
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { businessFeed } from "@main-street/domain/calendar-feed";
import { SubscribeMenu } from "../../../widgets/calendar-feeds";

export function BusinessCalendar({ business }: { business: Business }) {
  return (
    <Card component="section" aria-labelledby="business-calendar-title" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h2" id="business-calendar-title" sx={{ fontSize: "1.5rem", mb: 1 }}>
        Events here, in your calendar
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Subscribe, and every event {business.name} hosts shows in your calendar app, kept up to date.
      </Typography>
      <SubscribeMenu feed={businessFeed(business)} id="business-subscribe-menu" />
    </Card>
  );
}
