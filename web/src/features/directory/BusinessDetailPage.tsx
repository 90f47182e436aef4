import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import StorefrontIcon from "@mui/icons-material/Storefront";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { Tag } from "../../components/Tag";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { businessMeta, documentTitle, STATIC_PAGES } from "@main-street/domain/seo";
import type { Business } from "@main-street/domain/business";
import { useParams } from "react-router-dom";
import { AboutCard } from "../../components/AboutCard";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { RecordNotFound } from "../../components/RecordNotFound";
import { Seo } from "../../components/Seo";
import { useCurrentUser } from "../../widgets/auth";
import { useOpenNowClock } from "../../widgets/open-now";
import { useBusiness } from "./api/use-businesses";
import { BusinessHero } from "./components/BusinessHero";
import { BusinessLocation } from "./components/BusinessLocation";
import { BusinessSidebar } from "./components/BusinessSidebar";
import { lazy, Suspense } from "react";
import { VisitBlock } from "./components/VisitBlock";

// Only for a signed-in visitor, so signed-out visitors never load it.
const OwnerActions = lazy(() => import("../owner/widget"));

const NOT_FOUND_META = {
  ...STATIC_PAGES.directory,
  title: documentTitle("Business Not Found"),
  ogTitle: documentTitle("Business Not Found"),
};

export default function BusinessDetailPage() {
  const { id } = useParams();
  const business = useBusiness(id);
  return (
    <QueryContent
      query={business}
      loading={<LoadingState text="Loading business details..." minHeight={480} />}
      failedTitle="We couldn't load this business"
      headingLevel="h1"
      notFound={
        <RecordNotFound
          meta={NOT_FOUND_META}
          icon={<StorefrontIcon />}
          title="Business Not Found"
          hint="The business you're looking for doesn't exist or has been removed."
          back={{ to: "/directory", label: "Back to Directory" }}
        />
      }
    >
      {(found) => <BusinessDetails business={found} />}
    </QueryContent>
  );
}

function BusinessDetails({ business }: { business: Business }) {
  const { user } = useCurrentUser();
  const now = useOpenNowClock();
  return (
    <>
      <Seo meta={businessMeta(business)} />
      <BusinessHero business={business} canEdit={user !== null} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }} sx={{ display: "grid", gap: 4, alignContent: "start" }}>
            <AboutCard
              headingId="about-title"
              title="About"
              html={business.description}
              fallback={business.excerpt || "No description available."}
            />
            {business.tags.length > 0 && (
              <Card component="section" aria-labelledby="tags-title" sx={{ p: { xs: 3, md: 4 } }}>
                <Typography variant="h2" id="tags-title" sx={{ fontSize: "1.5rem", mb: 2 }}>
                  Specialties & Tags
                </Typography>
                <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, m: 0 }}>
                  {business.tags.map((tag) => (
                    <li key={tag}>
                      <Tag icon={<LocalOfferIcon />} label={tag} variant="outlined" color="secondary" />
                    </li>
                  ))}
                </Box>
              </Card>
            )}
            {user && (
              <Suspense fallback={null}>
                <OwnerActions businessId={business.id} businessName={business.name} />
              </Suspense>
            )}
            <VisitBlock name={business.name} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={{ display: "grid", gap: 4, alignContent: "start" }}>
            <BusinessSidebar business={business} now={now} />
            <BusinessLocation business={business} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
