import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

const FACTS = [
  { year: "1931", text: "Founded for Hoover Dam workers" },
  { year: "1935", text: "The dam is completed" },
  { year: "1960", text: "Boulder City incorporates" },
];

export function HistoricTeaser() {
  return (
    <Box
      component="section"
      aria-labelledby="historic-teaser-title"
      sx={{ bgcolor: "secondary.main", color: "common.white", py: { xs: 7, md: 10 }, overflow: "hidden" }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} alignItems="center">
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              sx={{
                borderRadius: 4,
                overflow: "hidden",
                border: "4px solid",
                borderColor: "warning.main",
                boxShadow: "0 24px 60px rgba(0,0,0,.35)",
              }}
            >
              <Box
                component="img"
                src="/images/historic-dam.svg"
                alt="Illustration of Hoover Dam at sunset between canyon walls"
                width={800}
                height={500}
                loading="lazy"
                sx={{ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 10" }}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="overline" component="p" sx={{ color: "warning.light" }}>
              The town that built the dam
            </Typography>
            <Typography variant="h2" id="historic-teaser-title" sx={{ mb: 2 }}>
              Step Into Boulder City's Past
            </Typography>
            <Typography sx={{ color: "rgba(255,255,255,.9)", mb: 3, fontSize: "1.1rem" }}>
              Laid out by the federal government as a model town for the workers who tamed the Colorado River, downtown
              Boulder City still wears its 1930s Art Deco and Mission Revival character with pride.
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: "none",
                p: 0,
                m: 0,
                mb: 4,
                display: "grid",
                gridTemplateColumns: "repeat(3, 1fr)",
                gap: 2,
              }}
            >
              {FACTS.map((f) => (
                <Box component="li" key={f.year} sx={{ borderLeft: "3px solid", borderColor: "warning.main", pl: 1.5 }}>
                  <Box
                    sx={{
                      fontSize: "1.6rem",
                      fontWeight: 700,
                      color: "warning.light",
                      fontFamily: (t) => t.typography.h1.fontFamily,
                    }}
                  >
                    {f.year}
                  </Box>
                  <Box sx={{ fontSize: "0.9rem", color: "rgba(255,255,255,.88)" }}>{f.text}</Box>
                </Box>
              ))}
            </Box>
            <Button
              to={pages.historicDistrict.href()}
              variant="contained"
              color="warning"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              Explore the Historic District
            </Button>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
