import AccessTimeIcon from "@mui/icons-material/AccessTime";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import PlaceIcon from "@mui/icons-material/Place";
import Box from "@mui/material/Box";
import type { CommunityEvent } from "@main-street/domain/event";
import { fullEventDate } from "../../../lib/event-dates";

export function EventFacts({
  event,
  iconColor = "primary.main",
  dense = false,
}: {
  event: CommunityEvent;
  iconColor?: string;
  dense?: boolean;
}) {
  const rows = [
    { key: "date", icon: <CalendarMonthIcon fontSize="small" />, text: fullEventDate(event.date, event.displayDate) },
    ...(event.time ? [{ key: "time", icon: <AccessTimeIcon fontSize="small" />, text: event.time }] : []),
    ...(event.location ? [{ key: "location", icon: <PlaceIcon fontSize="small" />, text: event.location }] : []),
  ];
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: dense ? 0.5 : 1 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{ display: "flex", alignItems: "flex-start", gap: 1, fontSize: dense ? "0.92rem" : "1rem" }}
        >
          <Box component="span" aria-hidden sx={{ color: iconColor, display: "inline-flex", mt: "2px" }}>
            {row.icon}
          </Box>
          <span>{row.text}</span>
        </Box>
      ))}
    </Box>
  );
}
