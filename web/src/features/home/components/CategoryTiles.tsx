import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { CATEGORIES } from "../../../components/category-meta";
import { Section } from "../../../components/Section";

export function CategoryTiles({
  counts,
  loading,
}: {
  counts: Record<BusinessCategory, number> | undefined;
  loading: boolean;
}) {
  return (
    <Section
      id="categories"
      tone="paper"
      overline="Shop · Dine · Stay"
      title="Browse by Category"
      lead="Everything downtown, sorted the way you explore it."
    >
      <Grid
        container
        spacing={2.5}
        component="ul"
        sx={{ listStyle: "none", p: 0, m: 0 }}
        columns={{ xs: 2, sm: 6, md: 10 }}
      >
        {CATEGORIES.map((c, i) => {
          const count = counts?.[c.id] ?? 0;
          return (
            <Grid
              key={c.id}
              component="li"
              size={{ xs: i === CATEGORIES.length - 1 && i % 2 === 0 ? 2 : 1, sm: 2, md: 2 }}
            >
              <Card
                sx={{
                  height: "100%",
                  borderBottom: "4px solid",
                  borderBottomColor: c.color,
                  "&:hover": { boxShadow: 6 },
                }}
              >
                <Box
                  component={RouterLink}
                  to={pages.directory.href({ category: c.id })}
                  sx={{
                    display: "block",
                    p: 3,
                    height: "100%",
                    textAlign: "center",
                    color: "inherit",
                    textDecoration: "none",
                  }}
                >
                  <Box
                    sx={{
                      width: 64,
                      height: 64,
                      mx: "auto",
                      mb: 1.5,
                      borderRadius: "50%",
                      display: "grid",
                      placeItems: "center",
                      color: "common.white",
                      bgcolor: c.color,
                    }}
                  >
                    <c.Icon sx={{ fontSize: 32 }} aria-hidden />
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: "1.15rem", mb: 0.5 }}>
                    {c.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {c.blurb}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, color: c.color }}>
                    {loading ? "…" : `${count} ${count === 1 ? "business" : "businesses"}`}
                  </Typography>
                </Box>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Section>
  );
}
