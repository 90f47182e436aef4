/**
 * One tile per counter (views, appearances, taps…): its label and its total, with whatever a page adds beneath.
 * The listing panel and the Dashboard's district totals both show them.
 */
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { STAT_COUNTERS, STAT_LABELS, type StatCounter } from "@main-street/domain/listing-stats";

interface Props {
  totals: Record<StatCounter, number>;
  /** Names the list where the page's headings don't. */
  label?: string;
  /** What a tile shows beneath its total. */
  below?: (counter: StatCounter) => ReactNode;
}

export function CounterTiles({ totals, label, below }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
      }}
    >
      {STAT_COUNTERS.map((counter) => (
        <Box component="li" key={counter} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
          <Typography variant="body2">{STAT_LABELS[counter]}</Typography>
          <Typography sx={{ fontSize: "1.5rem", fontWeight: 700, lineHeight: 1.3 }}>
            {totals[counter].toLocaleString("en-US")}
          </Typography>
          {below?.(counter)}
        </Box>
      ))}
    </Box>
  );
}
