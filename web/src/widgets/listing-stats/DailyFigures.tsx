/** The figures behind the sparklines, day by day, in a disclosure: closed, it takes one line. */
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useId } from "react";
import { STAT_COUNTERS, STAT_LABELS } from "@main-street/domain/listing-stats";
import type { ListingStats } from "@main-street/domain/listing-stats-read";
import { shortDay } from "./sparkline";

export function DailyFigures({ stats, days }: { stats: ListingStats; days: string[] }) {
  const captionId = useId();
  return (
    <Box component="details" sx={{ mt: 2, "& > summary": { cursor: "pointer", py: 0.5 } }}>
      <summary>Daily figures</summary>
      {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */}
      <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: "auto", mt: 1 }}>
        <Table size="small">
          <caption id={captionId}>
            Daily figures, {shortDay(days[0]!)} to {shortDay(days[days.length - 1]!)}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Day
              </TableCell>
              {STAT_COUNTERS.map((counter) => (
                <TableCell key={counter} component="th" scope="col" align="right">
                  {STAT_LABELS[counter]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day, i) => (
              <TableRow key={day}>
                <TableCell component="th" scope="row">
                  {shortDay(day)}
                </TableCell>
                {STAT_COUNTERS.map((counter) => (
                  <TableCell key={counter} align="right">
                    {stats.daily[counter][i] ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
