import AccessTimeIcon from "@mui/icons-material/AccessTime";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import PlaceIcon from "@mui/icons-material/Place";
import RepeatIcon from "@mui/icons-material/Repeat";
import { styled } from "@mui/material/styles";
import { toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent } from "@main-street/domain/event";
import { otherDatesText } from "@main-street/domain/event-groups";
import { eventTimeText } from "@main-street/domain/event-span";
import { shownDate } from "@main-street/domain/series-view";
import { fullEventDate } from "../../../lib/event-dates";

// One styled list with plain items: the events page renders a list per card on the server.
const Facts = styled("ul")(({ theme }) => ({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: theme.spacing(1),
  "& > li": { display: "flex", alignItems: "flex-start", gap: theme.spacing(1), fontSize: "1rem" },
  "& .fact-icon": { color: theme.palette.primary.main, display: "inline-flex", marginTop: "2px" },
  "&[data-dense]": { gap: theme.spacing(0.5), "& > li": { fontSize: "0.92rem" } },
  "&[data-icons='light'] .fact-icon": { color: theme.palette.warning.light },
  // A cancelled date is a warning, not one more fact: bold, and the date it cancels struck through.
  "& > li[data-fact='cancelled']": { fontWeight: 700 },
  "& > li[data-fact='cancelled'] ~ li[data-fact='date'] > span:last-child": { textDecoration: "line-through" },
}));

/** Date, time and place of an event; `light` icons sit on the dark hero. */
export function EventFacts({
  event,
  icons = "primary",
  dense = false,
}: {
  event: CommunityEvent;
  icons?: "primary" | "light";
  dense?: boolean;
}) {
  const shown = shownDate(event);
  const when = eventTimeText(event);
  const rows = [
    // docs/product.md#recurring-events: a cancelled date says so; a moved one names the day it moved from.
    ...(shown?.cancelled
      ? [{ key: "cancelled", icon: <EventBusyIcon fontSize="small" />, text: "Cancelled: this date won't take place" }]
      : []),
    { key: "date", icon: <CalendarMonthIcon fontSize="small" />, text: fullEventDate(event.date, event.displayDate) },
    ...(shown?.moved
      ? [{ key: "moved", icon: <InfoOutlinedIcon fontSize="small" />, text: `Moved from ${toLongDate(shown.date)}` }]
      : []),
    // docs/product.md#events-today: an event over several days shows its span ("Dec 18–21", "Fri 6 PM – Sun 2 PM").
    ...(when ? [{ key: "time", icon: <AccessTimeIcon fontSize="small" />, text: when }] : []),
    ...(event.location ? [{ key: "location", icon: <PlaceIcon fontSize="small" />, text: event.location }] : []),
    // docs/product.md#recurring-events: a series is labelled with its rule in words, a changed date with its note.
    ...(event.series ? [{ key: "repeat", icon: <RepeatIcon fontSize="small" />, text: event.series.text }] : []),
    ...(event.note ? [{ key: "note", icon: <InfoOutlinedIcon fontSize="small" />, text: event.note }] : []),
    // docs/product.md#importing-calendars: a calendar event's single dates are listed once, with the next ones.
    ...(event.otherDates?.dates.length
      ? [{ key: "also", icon: <RepeatIcon fontSize="small" />, text: otherDatesText(event) }]
      : []),
  ];
  return (
    <Facts data-dense={dense || undefined} data-icons={icons}>
      {rows.map((row) => (
        <li key={row.key} data-fact={row.key}>
          <span className="fact-icon" aria-hidden>
            {row.icon}
          </span>
          <span>{row.text}</span>
        </li>
      ))}
    </Facts>
  );
}
