import Grid from "@mui/material/Grid";
import { Children, type ReactNode } from "react";

/** A list of cards in a responsive grid (1 column on phones, `columns` on desktop). */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  const md = 12 / columns;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {Children.toArray(children).map((child, i) => (
        <Grid key={i} component="li" size={{ xs: 12, sm: columns === 3 ? 12 : 6, md }}>
          {child}
        </Grid>
      ))}
    </Grid>
  );
}
