/**
 * "Upcoming here" on a business page (docs/product.md#host-business): the next events the business hosts, each
 * linking to its page (a series once, at its next date), and a link to all of them on the events page.
 */
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { fullEventDate } from "../../../lib/event-dates";

export function UpcomingHere({ business }: { business: Business }) {
  const events = business.upcomingEvents ?? [];
  if (events.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="upcoming-here-title" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h2" id="upcoming-here-title" sx={{ fontSize: "1.5rem", mb: 2 }}>
        Upcoming here
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
        {events.map((event) => (
          <li key={event.id}>
            <Link component={RouterLink} to={pages.event.href(event.id)} sx={{ fontWeight: 600 }}>
              {event.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {/* A series' rule in words names its time too. */}
              {[fullEventDate(event.date, event.displayDate), event.repeats || event.time].filter(Boolean).join(" · ")}
            </Typography>
          </li>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={pages.events.href({ business: business.id })}
        sx={{ mt: 2.5, display: "inline-flex", alignItems: "center", gap: 0.5 }}
      >
        All events at {business.name}
        <ArrowForwardIcon fontSize="small" aria-hidden />
      </Link>
    </Card>
  );
}
