import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import StorefrontIcon from "@mui/icons-material/Storefront";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { Tag } from "../../components/Tag";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { businessMeta } from "@main-street/domain/seo";
import { businessFeed } from "@main-street/domain/calendar-feed";
import type { Business } from "@main-street/domain/business";
import { useParams } from "react-router-dom";
import { AboutCard } from "../../components/AboutCard";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { RecordNotFound } from "../../components/RecordNotFound";
import { QrCodeLink } from "../../components/QrCodeLink";
import { useCurrentUser } from "../../widgets/auth";
import { useOpenNowClock } from "../../widgets/open-now";
import { useBusiness } from "./api/use-businesses";
import { BusinessHero } from "./components/BusinessHero";
import { BusinessLocation } from "./components/BusinessLocation";
import { BusinessSidebar } from "./components/BusinessSidebar";
import { lazy, Suspense } from "react";
import { UpcomingHere } from "./components/UpcomingHere";
import { BusinessCalendar } from "./components/BusinessCalendar";
import { VisitBlock } from "./components/VisitBlock";
import { SignInToClaim } from "./components/SignInToClaim";
import { BUSINESS_NOT_FOUND_META } from "./meta";
import { useBusinessStats } from "./use-business-stats";
import { pages } from "@main-street/domain/paths";
import { businessQuery } from "../../lib/queries";
import { pageLoader, recordId, type PageData, type PageHandle, type PageRequest } from "../../lib/page";
export { RouteErrorBoundary as ErrorBoundary } from "../../components/RouteErrorBoundary";

const businessOf = (page: PageRequest, data: PageData) => {
  const id = recordId(page);
  return id ? (data(businessQuery(id).queryKey) as Business | null | undefined) : undefined;
};

/** Route module (docs/decisions/0044-route-modules.md). It shows what is open now, so its HTML keeps a minute. */
export const handle: PageHandle = {
  queries: (page) => {
    const id = recordId(page);
    return id ? [businessQuery(id)] : [];
  },
  head: (page, data) => {
    const business = businessOf(page, data);
    if (business === undefined && recordId(page)) return undefined; // still loading
    return business
      ? { status: 200, meta: { ...businessMeta(business), feed: businessFeed(business) } }
      : { status: 404, meta: BUSINESS_NOT_FOUND_META, noindex: true };
  },
  jsonLd: async (page, data, origin) => {
    const business = businessOf(page, data)!;
    const { breadcrumbJsonLd, localBusinessJsonLd } = await import("@main-street/domain/structured-data");
    const crumbs = [
      { name: "Home", path: pages.home.href() },
      { name: "Business Directory", path: pages.directory.href() },
      { name: business.name, path: pages.business.href(business.id) },
    ];
    return [localBusinessJsonLd(business, origin), breadcrumbJsonLd(crumbs, origin)];
  },
  clock: "minute",
};
export const loader = pageLoader(handle);

// Only for a signed-in visitor, so signed-out visitors never load it.
const OwnerActions = lazy(() => import("../owner/widget"));

export function Component() {
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
          icon={<StorefrontIcon />}
          title="Business Not Found"
          hint="The business you're looking for doesn't exist or has been removed."
          back={{ to: pages.directory.href(), label: "Back to Directory" }}
        />
      }
    >
      {(found) => <BusinessDetails business={found} />}
    </QueryContent>
  );
}

function BusinessDetails({ business }: { business: Business }) {
  useBusinessStats(business);
  // Staff edit the listing; its owners and would-be owners get their own way in (docs/product.md#roles).
  const { user, isAdmin } = useCurrentUser();
  const now = useOpenNowClock();
  return (
    <>
      <BusinessHero business={business} canEdit={isAdmin} />
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
            <UpcomingHere business={business} />
            <BusinessCalendar business={business} />
            {user ? (
              <Suspense fallback={null}>
                <OwnerActions businessId={business.id} businessName={business.name} />
              </Suspense>
            ) : (
              <SignInToClaim businessId={business.id} />
            )}
            <VisitBlock name={business.name} />
            <QrCodeLink kind="business" id={business.id} />
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
