import DirectionsCarIcon from "@mui/icons-material/DirectionsCar";
import DownloadIcon from "@mui/icons-material/Download";
import EmailIcon from "@mui/icons-material/Email";
import FoundationIcon from "@mui/icons-material/Foundation";
import HolidayVillageIcon from "@mui/icons-material/HolidayVillage";
import SailingIcon from "@mui/icons-material/Sailing";
import WaterDamIcon from "@mui/icons-material/Water";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { CardGrid } from "../../components/CardGrid";
import { FeatureCard } from "../../components/FeatureCard";
import { HeroAction, PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { Timeline, type Milestone } from "./components/Timeline";
import { Button } from "../../components/Button";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Historic District",
    "The story of Boulder City's historic district: founded in 1931 as a federal town for Hoover Dam workers, with Art Deco and Mission Revival landmarks.",
    pages.historicDistrict.href(),
    ["history", "Hoover Dam", "Art Deco", "walking tour"],
  ),
);

const MILESTONES: Milestone[] = [
  {
    year: "1931",
    title: "A town is founded",
    text: "Boulder City is founded as a federal company town to house the workers building the dam on the Colorado River.",
  },
  {
    year: "1935",
    title: "The dam is completed",
    text: "Hoover Dam (then Boulder Dam) is completed, and the town's workers turn to building a lasting community.",
  },
  {
    year: "1960",
    title: "The city incorporates",
    text: "Federal control ends and Boulder City incorporates as an independent city, keeping its careful, small-town plan.",
  },
  {
    year: "Today",
    title: "Preservation",
    text: "The historic district's buildings are cared for and brought back to life by local owners and Main Street volunteers.",
  },
];

const TOUR_EMAIL = `mailto:${SITE.email}?subject=${encodeURIComponent("Guided Tour Request")}`;

export function Component() {
  return (
    <>
      <PageHero
        overline="Est. 1931"
        title="Historic District"
        subtitle="Walk the streets of the town that built Hoover Dam, where 1930s storefronts still line Nevada Way."
      >
        <HeroAction href={SITE.tourMapUrl} external startIcon={<DownloadIcon />}>
          Download Footprints Tour Map
        </HeroAction>
        <Button
          href={TOUR_EMAIL}
          variant="outlined"
          size="large"
          startIcon={<EmailIcon />}
          sx={{ color: "common.white", borderColor: "rgba(255,255,255,.8)" }}
        >
          Schedule Guided Tour
        </Button>
      </PageHero>

      <Section id="heritage" tone="paper" overline="Our heritage" title="A Town Built for the Builders" align="left">
        <Grid container spacing={{ xs: 4, md: 6 }} alignItems="center">
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ fontSize: "1.1rem", mb: 2 }}>
              In 1931 the federal government laid out Boulder City on a windswept mesa above Black Canyon as a planned
              community for the thousands of workers building the dam. Landscape architect Saco DeBoer's plan gave the
              town its shaded parks, curving streets and a commercial heart on what is now Nevada Way.
            </Typography>
            <Typography sx={{ fontSize: "1.1rem" }}>
              Nearly a century later, the downtown that grew from that plan is still the center of community life. Its
              storefronts, hotel and civic buildings are living history, and preserving them while supporting the small
              businesses inside is the heart of our work.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              component="img"
              src="/images/historic-dam.svg"
              alt="Illustration of Hoover Dam at sunset between canyon walls"
              width={800}
              height={500}
              sx={{
                display: "block",
                width: "100%",
                height: "auto",
                aspectRatio: "16 / 10",
                borderRadius: 4,
                border: "4px solid",
                borderColor: "warning.main",
              }}
            />
          </Grid>
        </Grid>
      </Section>

      <Section id="timeline" tone="sand" overline="Timeline" title="From Company Town to Historic District">
        <Timeline milestones={MILESTONES} />
      </Section>

      <Section id="attractions" tone="paper" overline="Nearby" title="Nearby Attractions">
        <CardGrid columns={3}>
          <FeatureCard icon={<WaterDamIcon />} title="Hoover Dam">
            A National Historic Landmark just minutes away, with tours of the powerplant and walkways across the crest.
          </FeatureCard>
          <FeatureCard icon={<SailingIcon />} title="Lake Mead">
            America's first national recreation area, with boating, beaches, hiking and desert views.
          </FeatureCard>
          <FeatureCard icon={<DirectionsCarIcon />} title="The Historic Highway">
            Nevada Way follows the original highway route to the dam: the same road travelers took in the 1930s.
          </FeatureCard>
        </CardGrid>
      </Section>

      <Section id="architecture" tone="deep" overline="Look up" title="Architectural Highlights">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureCard icon={<FoundationIcon />} title="Art Deco">
              Streamlined façades, geometric ornament and sunburst motifs echo the machine-age style of the dam itself.
            </FeatureCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureCard icon={<HolidayVillageIcon />} title="Mission Revival">
              Stucco walls, arched openings and red tile roofs suited to the desert give downtown its warm Southwestern
              character.
            </FeatureCard>
          </Grid>
        </Grid>
      </Section>
    </>
  );
}
