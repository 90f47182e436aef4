import CelebrationIcon from "@mui/icons-material/Celebration";
import EmailIcon from "@mui/icons-material/Email";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import LocalFloristIcon from "@mui/icons-material/LocalFlorist";
import StorefrontIcon from "@mui/icons-material/Storefront";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import VolunteerActivismIcon from "@mui/icons-material/VolunteerActivism";
import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import Box from "@mui/material/Box";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { CardGrid } from "../../components/CardGrid";
import { FeatureCard } from "../../components/FeatureCard";
import { PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { Button } from "../../components/Button";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Sponsor",
    "Sponsor Boulder City Main Street and support historic preservation, community events, business vitality and beautification.",
    pages.sponsor.href(),
    ["sponsorship", "donate"],
  ),
);

const SPONSOR_EMAIL = `mailto:${SITE.email}?subject=${encodeURIComponent("Sponsorship Inquiry")}`;

export function Component() {
  return (
    <>
      <PageHero
        overline="Invest in downtown"
        title="Become a Sponsor"
        subtitle="Your support keeps historic downtown Boulder City beautiful, busy and full of community spirit."
      >
        <Button href={SPONSOR_EMAIL} variant="contained" color="warning" size="large" startIcon={<EmailIcon />}>
          Contact Us About Sponsorship
        </Button>
      </PageHero>

      <Section id="supports" tone="paper" overline="Where it goes" title="What Sponsorship Supports">
        <CardGrid columns={4}>
          <FeatureCard icon={<AccountBalanceIcon />} title="Historic Preservation">
            Caring for the 1930s buildings and landmarks that make downtown one of a kind.
          </FeatureCard>
          <FeatureCard icon={<CelebrationIcon />} title="Community Events">
            Festivals, markets, parades and holiday celebrations that bring neighbors and visitors together.
          </FeatureCard>
          <FeatureCard icon={<StorefrontIcon />} title="Business Vitality">
            Promotion, workshops and support that help local shops and restaurants thrive.
          </FeatureCard>
          <FeatureCard icon={<LocalFloristIcon />} title="Beautification">
            Planters, banners, lighting and clean-ups that keep downtown welcoming all year.
          </FeatureCard>
        </CardGrid>
      </Section>

      <Section id="ways" tone="sand" overline="Get involved" title="Three Ways to Get Involved">
        <CardGrid columns={3}>
          <FeatureCard icon={<WorkspacePremiumIcon />} title="Annual Sponsorship">
            Support our work all year and be recognized at every event and across our website and social media.
          </FeatureCard>
          <FeatureCard icon={<EventAvailableIcon />} title="Event Sponsorship">
            Put your name behind a signature event, from the wine walk to the holiday tree lighting.
          </FeatureCard>
          <FeatureCard icon={<VolunteerActivismIcon />} title="In-Kind Donations">
            Contribute goods, services or expertise, from printing and catering to prizes for our community games.
          </FeatureCard>
        </CardGrid>
        <Box sx={{ textAlign: "center", mt: 5 }}>
          <Button href={SPONSOR_EMAIL} variant="contained" size="large" startIcon={<EmailIcon />}>
            Email {SITE.email}
          </Button>
        </Box>
      </Section>
    </>
  );
}
