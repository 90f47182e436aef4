import CelebrationIcon from "@mui/icons-material/Celebration";
import CheckIcon from "@mui/icons-material/Check";
import EmailIcon from "@mui/icons-material/Email";
import FavoriteIcon from "@mui/icons-material/Favorite";
import Diversity3Icon from "@mui/icons-material/Diversity3";
import SchoolIcon from "@mui/icons-material/School";
import Box from "@mui/material/Box";
import { LightCard } from "../../components/LightCard";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { CardGrid } from "../../components/CardGrid";
import { FeatureCard } from "../../components/FeatureCard";
import { PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { VolunteerForm } from "./components/VolunteerForm";
import { Button } from "../../components/Button";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Volunteer",
    "Volunteer with Boulder City Main Street: help at community events, greet visitors and support historic downtown.",
    pages.volunteer.href(),
    ["volunteer", "community service"],
  ),
);

const OPPORTUNITIES = [
  "Set up and take down community events",
  "Greet and guide visitors at festivals and markets",
  "Run games, booths and contests",
  "Spread the word through outreach and social media",
  "Photograph and film downtown happenings",
  "Help with administrative and special projects",
];

export function Component() {
  return (
    <>
      <PageHero
        overline="Join the Main Street team"
        title="Volunteers Needed!"
        subtitle="Lend a hand, meet your neighbors and help keep historic downtown Boulder City vibrant."
      >
        <Button variant="contained" color="warning" size="large" href="#volunteer-form">
          Sign Up to Volunteer
        </Button>
      </PageHero>

      <Section id="why" tone="paper" overline="The benefits" title="Why Volunteer?">
        <CardGrid columns={4}>
          <FeatureCard icon={<FavoriteIcon />} title="Make a Difference">
            Your time directly supports local businesses and preserves our heritage.
          </FeatureCard>
          <FeatureCard icon={<Diversity3Icon />} title="Build Connections">
            Meet neighbors, business owners and community leaders who love downtown.
          </FeatureCard>
          <FeatureCard icon={<SchoolIcon />} title="Learn and Grow">
            Gain event, marketing and leadership experience you can put on a résumé.
          </FeatureCard>
          <FeatureCard icon={<CelebrationIcon />} title="Have Fun">
            Be part of the festivals, parades and celebrations that make Boulder City special.
          </FeatureCard>
        </CardGrid>
      </Section>

      <Section id="help" tone="sand" overline="Opportunities" title="How Can You Help?" maxWidth="md">
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          }}
        >
          {OPPORTUNITIES.map((item) => (
            <Box
              component="li"
              key={item}
              sx={{
                display: "flex",
                gap: 1.5,
                alignItems: "flex-start",
                bgcolor: "background.paper",
                p: 2,
                borderRadius: 3,
                border: "1px solid",
                borderColor: "divider",
              }}
            >
              <CheckIcon aria-hidden sx={{ color: "success.main" }} />
              {item}
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        id="volunteer-form"
        tone="paper"
        overline="Sign up"
        title="How to Sign Up"
        lead="Fill out the Volunteer Interest Form below. We'll match you with opportunities that fit your interests and schedule."
        maxWidth="md"
      >
        <LightCard sx={{ p: { xs: 3, md: 4.5 } }}>
          <Typography variant="h3" sx={{ fontSize: "1.5rem", mb: 0.5 }}>
            Volunteer Interest Form
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Fields marked with * are required.
          </Typography>
          <VolunteerForm />
        </LightCard>
      </Section>

      <Section
        id="thanks"
        tone="navy"
        overline="With gratitude"
        title="Thank You to Our Volunteers"
        lead="Every event, clean-up and friendly welcome downtown happens because volunteers give their time. We couldn't do it without you."
      />

      <Section
        id="questions"
        tone="deep"
        title="Ready to Make a Difference?"
        lead="Questions about volunteering? We're happy to help."
      >
        <Box sx={{ display: "flex", gap: 2, justifyContent: "center", flexWrap: "wrap" }}>
          <Button variant="contained" size="large" href="#volunteer-form">
            Fill Out the Form
          </Button>
          <Button
            href={`mailto:${SITE.email}?subject=${encodeURIComponent("Volunteer Question")}`}
            variant="outlined"
            color="secondary"
            size="large"
            startIcon={<EmailIcon />}
          >
            Email {SITE.email}
          </Button>
        </Box>
      </Section>
    </>
  );
}
