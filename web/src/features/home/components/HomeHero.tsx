import EventIcon from "@mui/icons-material/Event";
import StorefrontIcon from "@mui/icons-material/Storefront";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { SITE } from "@main-street/domain/site";
import { Button } from "../../../components/Button";

export function HomeHero() {
  return (
    <Box
      sx={{
        position: "relative",
        color: "common.white",
        minHeight: { xs: 520, md: 600 },
        display: "flex",
        alignItems: "center",
        bgcolor: "secondary.dark",
        backgroundImage:
          "linear-gradient(90deg, rgba(20,39,64,.92) 0%, rgba(20,39,64,.72) 45%, rgba(20,39,64,.15) 100%), url(/images/hero-downtown.svg)",
        backgroundSize: "cover",
        backgroundPosition: "center bottom",
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 10 } }}>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="overline" component="p" sx={{ color: "warning.light", mb: 1.5 }}>
            Boulder City, Nevada · Est. 1931
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: "clamp(2.4rem, 6vw, 4rem)", mb: 2.5, textShadow: "0 2px 18px rgba(0,0,0,.35)" }}
          >
            Welcome to Historic Downtown Boulder City
          </Typography>
          <Typography sx={{ fontSize: { xs: "1.1rem", md: "1.3rem" }, color: "rgba(255,255,255,.92)", mb: 4 }}>
            {SITE.tagline}. Shop local, dine on Nevada Way and celebrate together in the town that built Hoover Dam.
          </Typography>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <Button variant="contained" color="warning" size="large" startIcon={<EventIcon />} href="#featured-events">
              Upcoming Events
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<StorefrontIcon />}
              href="#featured-businesses"
              sx={{
                color: "common.white",
                borderColor: "rgba(255,255,255,.8)",
                "&:hover": { borderColor: "common.white", bgcolor: "rgba(255,255,255,.08)" },
              }}
            >
              Explore Local Businesses
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
