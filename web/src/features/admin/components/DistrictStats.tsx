/**
 * The Dashboard's listing statistics (docs/product.md#listing-statistics): the district's totals over the last 30
 * days, the most viewed listings, the listings nobody viewed, and a month's figures per listing as a CSV file.
 */
import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { toMonthAndYear, todayInSiteZone } from "@main-street/domain/dates";
import { recentMonths, type NamedListing, type StatsSummary } from "@main-street/domain/listing-stats-read";
import { api, pages } from "@main-street/domain/paths";
import { businessKind } from "@main-street/domain/records";
import { useStatsSummary } from "../queries";
import { CounterTiles, ESTIMATES } from "../../../widgets/listing-stats";

/** How many months the export offers, the current one first. */
const EXPORT_MONTHS = 13;

function EditLink({ listing }: { listing: NamedListing }) {
  return (
    // Underlined: a link inside a line of text must not rely on colour alone.
    <Link
      component={RouterLink}
      underline="always"
      to={pages.adminEdit.href(businessKind.collection, listing.businessId)}
    >
      {listing.name}
    </Link>
  );
}

function Summary({ summary }: { summary: StatsSummary }) {
  return (
    <>
      <CounterTiles totals={summary.totals} label="District totals" />
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "1fr 1fr" }, mt: 3 }}>
        <section aria-labelledby="top-listings-title">
          <Typography variant="h3" id="top-listings-title" sx={{ fontSize: "1.15rem", mb: 1 }}>
            Top listings by page views
          </Typography>
          {summary.top.length === 0 && <Typography>No listing was viewed in these 30 days.</Typography>}
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {summary.top.map((listing) => (
              <li key={listing.businessId}>
                <EditLink listing={listing} /> — {listing.views.toLocaleString("en-US")}{" "}
                {listing.views === 1 ? "view" : "views"}
              </li>
            ))}
          </Box>
        </section>
        <section aria-labelledby="no-views-title">
          <Typography variant="h3" id="no-views-title" sx={{ fontSize: "1.15rem", mb: 1 }}>
            Listings with no views ({summary.noViews.length})
          </Typography>
          {summary.noViews.length === 0 && <Typography>Every listing was viewed.</Typography>}
          <Box component="ul" sx={{ m: 0, pl: 3, columnWidth: "14rem" }}>
            {summary.noViews.map((listing) => (
              <li key={listing.businessId}>
                <EditLink listing={listing} />
              </li>
            ))}
          </Box>
        </section>
      </Box>
    </>
  );
}

function MonthlyExport() {
  const months = recentMonths(todayInSiteZone(), EXPORT_MONTHS);
  const [month, setMonth] = useState(months[1]!); // last month: the latest whole one
  return (
    <Box component="section" aria-labelledby="stats-export-title" sx={{ mt: 3 }}>
      <Typography variant="h3" id="stats-export-title" sx={{ fontSize: "1.15rem", mb: 1 }}>
        Figures per listing, by month
      </Typography>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label="Month"
          sx={{ width: "14rem" }}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {toMonthAndYear(`${m}-01`)}
            </option>
          ))}
        </TextField>
        <Button
          component="a"
          href={api.admin.statsExport.href(month)}
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          Export CSV
        </Button>
      </Box>
    </Box>
  );
}

export function DistrictStats() {
  const summary = useStatsSummary();
  return (
    <Box component="section" aria-labelledby="district-stats-title" sx={{ mt: 5 }}>
      <Box component="h2" id="district-stats-title" sx={{ typography: "h4", mt: 0, mb: 2 }}>
        Listing statistics, last 30 days
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ESTIMATES}
      </Typography>
      {summary.isPending && <Typography color="text.secondary">Loading the figures...</Typography>}
      {summary.isError && (
        <Typography role="alert">The figures could not be loaded. Please try again later.</Typography>
      )}
      {summary.data && <Summary summary={summary.data} />}
      <MonthlyExport />
    </Box>
  );
}
