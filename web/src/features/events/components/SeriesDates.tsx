/**
 * A series' dates on its page (docs/product.md#recurring-events): the rule in words, the next dates (each opens that
 * date's page, shown on the day it happens), the cancelled dates (skipped, or in a pause) and the changed ones.
 * Everything arrives computed from the API.
 */
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { styled } from "@mui/material/styles";
import { toLongDate } from "@main-street/domain/dates";
import type { CommunityEvent, EventOverride, SeriesView } from "@main-street/domain/event";
import { Link } from "react-router-dom";
import { listedDate } from "@main-street/domain/series-view";
import { formatEventTime } from "@main-street/domain/time-format";
import { pages } from "@main-street/domain/paths";
import { fullEventDate } from "../../../lib/event-dates";
import { CancelledTag } from "../../../components/CancelledTag";

const DateList = styled("ul")(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  display: "grid",
  gap: theme.spacing(0.5),
  "& a": { color: theme.palette.primary.dark },
}));

function longDate(isoDate: string): string {
  return fullEventDate(isoDate, toLongDate(isoDate));
}

export function SeriesDates({ event, series }: { event: CommunityEvent; series: SeriesView }) {
  const changed = new Map(series.changed.map((c) => [c.date, c]));
  const path = (date: string) => pages.event.href(event.id, date);
  /**
   * What a changed date changes, beside a link that names one of its two days: the next dates show the day it
   * happens on (so it was moved from its own date), the changed dates its own date (so it moved to another day).
   * Then its time and place when they differ from the series', and its note.
   */
  const changes = (c: EventOverride, link: "day" | "date") => {
    const moved = Boolean(c.moveTo) && c.moveTo !== c.date;
    return [
      moved && (link === "day" ? `moved from ${longDate(c.date)}` : `moved to ${longDate(c.moveTo)}`),
      c.time && c.time !== series.time && formatEventTime(c.time),
      c.location && c.location !== series.location && c.location,
      c.note,
    ]
      .filter(Boolean)
      .join("; ");
  };
  // A changed date among the next dates is described there: the changed dates list the others, so none shows twice.
  const otherChanges = series.changed.filter((c) => !series.upcoming.includes(c.date) && changes(c, "date"));
  return (
    <Card component="section" aria-labelledby="series-dates-title" sx={{ p: { xs: 3, md: 4 }, mt: 4 }}>
      <Typography variant="h2" id="series-dates-title" sx={{ fontSize: "1.8rem", mb: 1 }}>
        Dates
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="series-rule">
        {series.text}
      </Typography>
      {series.upcoming.length > 0 ? (
        <>
          <Typography variant="h3" id="series-next-title" sx={{ fontSize: "1.2rem", mb: 1 }}>
            Next dates
          </Typography>
          <DateList aria-labelledby="series-next-title">
            {series.upcoming.map((date) => {
              const change = changed.get(date);
              const listed = listedDate(series, date);
              return (
                <li key={date}>
                  <Link to={path(date)} aria-current={date === series.occurrence ? "date" : undefined}>
                    {longDate(listed.day)}
                  </Link>
                  {change && changes(change, "day") && ` (${changes(change, "day")})`}
                  {series.extra.includes(date) && " (extra date)"}
                </li>
              );
            })}
          </DateList>
        </>
      ) : (
        <Typography color="text.secondary">This series has ended.</Typography>
      )}
      {series.skipped.length > 0 && (
        <>
          <Typography variant="h3" id="series-skipped-title" sx={{ fontSize: "1.2rem", mt: 2, mb: 1 }}>
            Skipped dates
          </Typography>
          <DateList aria-labelledby="series-skipped-title">
            {series.skipped.map((date) => (
              <li key={date}>
                <Link to={path(date)}>{longDate(date)}</Link> <CancelledTag size="small" />
              </li>
            ))}
          </DateList>
        </>
      )}
      {series.paused.length > 0 && (
        <>
          <Typography variant="h3" id="series-paused-title" sx={{ fontSize: "1.2rem", mt: 2, mb: 1 }}>
            Paused
          </Typography>
          <DateList aria-labelledby="series-paused-title">
            {series.paused.map((p) => (
              <li key={p.from}>{`No dates from ${longDate(p.from)} to ${longDate(p.to)}`}</li>
            ))}
          </DateList>
        </>
      )}
      {otherChanges.length > 0 && (
        <>
          <Typography variant="h3" id="series-changed-title" sx={{ fontSize: "1.2rem", mt: 2, mb: 1 }}>
            Changed dates
          </Typography>
          <DateList aria-labelledby="series-changed-title">
            {otherChanges.map((c) => (
              <li key={c.date}>
                <Link to={path(c.date)}>{longDate(c.date)}</Link>
                {`: ${changes(c, "date")}`}
              </li>
            ))}
          </DateList>
        </>
      )}
    </Card>
  );
}
