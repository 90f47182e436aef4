import { styled } from "@mui/material/styles";
import { calendarParts } from "../lib/event-dates";

// One styled element with plain children: event lists render hundreds of these on the server.
const Badge = styled("div")(({ theme }) => ({
  width: 60,
  flexShrink: 0,
  textAlign: "center",
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflow: "hidden",
  backgroundColor: theme.palette.background.paper,
  boxShadow: "0 4px 12px rgba(0,0,0,.15)",
  "&[data-dimmed]": { filter: "grayscale(1)" },
  "& > .month": {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.common.white,
    fontSize: "0.75rem",
    fontWeight: 700,
    letterSpacing: "0.1em",
    padding: theme.spacing(0.25, 0),
  },
  "& > .day": { fontSize: "1.6rem", fontWeight: 700, lineHeight: 1.3, color: theme.palette.text.primary },
}));

/** A tear-off-calendar badge (month over day) for event cards; the full date is given in text nearby. */
export function DateBadge({ date, dimmed = false }: { date: string; dimmed?: boolean }) {
  const parts = calendarParts(date);
  if (!parts) return null;
  return (
    <Badge aria-hidden data-dimmed={dimmed || undefined}>
      <div className="month">{parts.month}</div>
      <div className="day">{parts.day}</div>
    </Badge>
  );
}
