import Grid from "@mui/material/Grid";
import type { BusinessSummary } from "@main-street/domain/directory";
import { BusinessCard } from "./BusinessCard";

/** Responsive grid of business cards: 1, 2 or 3 columns, as a list for assistive technology. */
export function BusinessGrid({
  businesses,
  headingLevel = "h3",
  id,
}: {
  businesses: BusinessSummary[];
  headingLevel?: "h2" | "h3" | "h4";
  id?: string;
}) {
  return (
    <Grid container spacing={3} component="ul" id={id} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {businesses.map((b) => (
        <Grid key={b.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <BusinessCard business={b} headingLevel={headingLevel} />
        </Grid>
      ))}
    </Grid>
  );
}
