import Box from "@mui/material/Box";
import { calendarParts } from "../lib/event-dates";

/** A tear-off-calendar badge (month over day) for event cards; the full date is given in text nearby. */
export function DateBadge({ date, dimmed = false }: { date: string; dimmed?: boolean }) {
  const parts = calendarParts(date);
  if (!parts) return null;
  return (
    <Box
      aria-hidden
      sx={{
        width: 60,
        flexShrink: 0,
        textAlign: "center",
        borderRadius: 2,
        overflow: "hidden",
        bgcolor: "background.paper",
        boxShadow: "0 4px 12px rgba(0,0,0,.15)",
        filter: dimmed ? "grayscale(1)" : "none",
      }}
    >
      <Box
        sx={{
          bgcolor: "primary.main",
          color: "common.white",
          fontSize: "0.75rem",
          fontWeight: 700,
          letterSpacing: "0.1em",
          py: 0.25,
        }}
      >
        {parts.month}
      </Box>
      <Box sx={{ fontSize: "1.6rem", fontWeight: 700, lineHeight: 1.3, color: "text.primary" }}>{parts.day}</Box>
    </Box>
  );
}
