/**
 * A listing's "Last 30 days" (docs/product.md#listing-statistics), for its owners (My businesses) and for staff
 * (the business's edit screen): each counter's total, a sparkline of its days, and the change from the 30 days
 * before. `href` is the audience's own endpoint, which checks who may read it.
 */
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { STAT_LABELS } from "@main-street/domain/listing-stats";
import { changeText, daysOf, type ListingStats } from "@main-street/domain/listing-stats-read";
import { CounterTiles } from "./CounterTiles";
import { DailyFigures } from "./DailyFigures";
import { Sparkline } from "./Sparkline";
import { useListingStats } from "./queries";
import { shortDay } from "./sparkline";

/** Every figure's caveat (docs/decisions/0048-listing-statistics.md): the dashboard says it too. */
export const ESTIMATES = "Figures are estimates: visitors who ask not to be tracked aren't counted.";

interface Props {
  /** The API address of this listing's statistics for this audience. */
  href: string;
  /** The panel's heading level in its page. */
  heading?: "h2" | "h3";
  /** Where a page shows several listings' panels: the listing's name, which tells their regions apart. */
  listingName?: string;
}

export function ListingStatsPanel({ href, heading = "h2", listingName }: Props) {
  const titleId = useId();
  const stats = useListingStats(href);
  return (
    <Box
      component="section"
      {...(listingName ? { "aria-label": `Last 30 days of ${listingName}` } : { "aria-labelledby": titleId })}
      sx={{ mt: 2 }}
    >
      <Typography variant="h3" component={heading} id={titleId} sx={{ fontSize: "1.15rem", mb: 1 }}>
        Last 30 days
      </Typography>
      {stats.isPending && <Typography color="text.secondary">Loading the figures...</Typography>}
      {stats.isError && <Typography role="alert">The figures could not be loaded. Please try again later.</Typography>}
      {stats.data && <Figures stats={stats.data} />}
    </Box>
  );
}

function Figures({ stats }: { stats: ListingStats }) {
  const days = daysOf(stats.current);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {shortDay(stats.current.from)} to {shortDay(stats.current.to)}, against the 30 days before. {ESTIMATES}
      </Typography>
      <CounterTiles
        totals={stats.totals}
        below={(counter) => (
          <>
            <Sparkline label={STAT_LABELS[counter]} values={stats.daily[counter]} days={days} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {changeText(stats.totals[counter], stats.previousTotals[counter])}
            </Typography>
          </>
        )}
      />
      <DailyFigures stats={stats} days={days} />
    </>
  );
}
