import ApartmentIcon from "@mui/icons-material/Apartment";
import CampaignIcon from "@mui/icons-material/Campaign";
import GroupsIcon from "@mui/icons-material/Groups";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { CardGrid } from "../../components/CardGrid";
import { FeatureCard } from "../../components/FeatureCard";
import { HeroAction, PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { ImpactFigures } from "./components/ImpactFigures";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Main Street America",
    "Boulder City Main Street is part of Main Street America, the national programme for revitalising historic downtowns since 1980.",
    pages.mainStreetAmerica.href(),
    ["Main Street America", "downtown revitalization"],
  ),
);

const IMPACT = [
  { value: "$101B+", label: "reinvestment" },
  { value: "335,000", label: "historic buildings rehabilitated" },
  { value: "782,000", label: "jobs" },
  { value: "175,000", label: "businesses" },
  { value: "2,000+", label: "communities" },
];

export function Component() {
  return (
    <>
      <PageHero
        overline="A nationally accredited program"
        title="Main Street America"
        subtitle={`${SITE.name} is an accredited Main Street America program, part of a national movement that revitalizes historic downtowns.`}
      >
        <HeroAction href={SITE.mainStreetAmericaUrl} external endIcon={<OpenInNewIcon />}>
          Visit Main Street America
        </HeroAction>
      </PageHero>

      <Section id="history" tone="paper" overline="Since 1980" title="Our National Network" align="left" maxWidth="md">
        <Typography sx={{ fontSize: "1.1rem", mb: 2 }}>
          Main Street America was founded in 1980 by the National Trust for Historic Preservation to help communities
          save their historic commercial buildings and bring life back to their downtowns.
        </Typography>
        <Typography sx={{ fontSize: "1.1rem" }}>
          Accreditation means our program meets national standards for community support, organization and results, and
          it connects Boulder City with ideas, training and peers from thousands of main streets across the country.
        </Typography>
      </Section>

      <Section
        id="impact"
        tone="navy"
        overline="Impact"
        title="Main Street by the Numbers"
        lead="Since 1980, Main Street programs nationwide have generated:"
      >
        <ImpactFigures figures={IMPACT} />
      </Section>

      <Section id="pillars" tone="sand" overline="The approach" title="The Four Pillars">
        <CardGrid columns={4}>
          <FeatureCard icon={<ApartmentIcon />} title="Design">
            Enhancing the look and feel of downtown: storefronts, public spaces and the historic buildings that define
            it.
          </FeatureCard>
          <FeatureCard icon={<GroupsIcon />} title="Organization">
            Building partnerships among residents, business owners, the city and volunteers to steer the work.
          </FeatureCard>
          <FeatureCard icon={<CampaignIcon />} title="Promotion">
            Telling downtown's story through events, marketing and experiences that bring people together.
          </FeatureCard>
          <FeatureCard icon={<TrendingUpIcon />} title="Economic Vitality">
            Helping local businesses start, grow and thrive, and putting empty buildings back to work.
          </FeatureCard>
        </CardGrid>
      </Section>
    </>
  );
}
