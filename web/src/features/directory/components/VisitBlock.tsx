import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

export function VisitBlock({ name }: { name: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="visit-title"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        color: "common.white",
        bgcolor: "primary.main",
        // Light enough that white text keeps 4.5:1 where the glow is brightest (web/e2e/contrast.browser.test.ts).
        backgroundImage: "radial-gradient(circle at 100% 0%, rgba(232,163,61,.25), transparent 55%)",
      }}
    >
      <Typography variant="h3" component="h2" id="visit-title" sx={{ mb: 1 }}>
        Visit {name}
      </Typography>
      <Typography sx={{ mb: 3, color: "common.white" }}>
        Make a day of it: park once and stroll historic downtown Boulder City, with its shaded plazas, 1930s storefronts
        and more local businesses around every corner.
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
        {/* A light button on the dark block: "inherit" would paint its background in its own text colour. */}
        <Button
          to={pages.directory.href()}
          variant="contained"
          color="inherit"
          sx={{ bgcolor: "common.white", color: "primary.dark", "&:hover": { bgcolor: "grey.100" } }}
          endIcon={<ArrowForwardIcon />}
        >
          Explore More Businesses
        </Button>
        <Button to={pages.historicDistrict.href()} variant="outlined" color="inherit">
          Discover the Historic District
        </Button>
      </Box>
    </Box>
  );
}
