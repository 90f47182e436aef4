import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import StorefrontIcon from "@mui/icons-material/Storefront";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { Tag } from "../../components/Tag";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { businessMeta } from "@main-street/domain/seo";
import { businessFeed } from "@main-street/domain/calendar-feed";
import { todayInSiteZone } from "@main-street/domain/dates";
import type { Business } from "@main-street/domain/business";
import { useParams } from "react-router-dom";
import { AboutCard } from "../../components/AboutCard";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { RecordNotFound } from "../../components/RecordNotFound";
import { QrCodeLink } from "../../components/QrCodeLink";
import { useCurrentUser } from "../../widgets/auth";
import { useMounted } from "../../lib/app-started";
import { useOpenNowClock } from "../../widgets/open-now";
import { BusinessHero } from "./components/BusinessHero";
import { BusinessLocation } from "./components/BusinessLocation";
import { BusinessSidebar } from "./components/BusinessSidebar";
import { lazy, Suspense } from "react";
import { UpcomingHere } from "./components/UpcomingHere";
import { BusinessCalendar } from "./components/BusinessCalendar";
import { VisitBlock } from "./components/VisitBlock";
import { BusinessAccess } from "./components/LazyBusinessAccess";
import { SignInToClaim } from "./components/SignInToClaim";
import { BUSINESS_NOT_FOUND_META } from "./meta";
import { useBusinessStats } from "./use-business-stats";
import { pages } from "@main-street/domain/paths";
import { businessQuery, useBusiness } from "../../lib/queries";
import { recordId, type PageData, type PageHandle, type PageRequest } from "../../lib/page";

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
  jsonLd: async (page, data, origin, now) => {
    const business = businessOf(page, data)!;
    const { breadcrumbJsonLd, localBusinessJsonLd } = await import("@main-street/domain/structured-data");
    const crumbs = [
      { name: "Home", path: pages.home.href() },
      { name: "Business Directory", path: pages.directory.href() },
      { name: business.name, path: pages.business.href(business.id) },
    ];
    return [localBusinessJsonLd(business, origin, todayInSiteZone(now)), breadcrumbJsonLd(crumbs, origin)];
  },
  clock: "minute",
};

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

/**
 * Owners' and would-be owners' way in (docs/product.md#owners), at the page's #claim. Its own component, so what it
 * learns after hydrating re-renders it alone, never a part of the page still waiting to hydrate.
 */
function ClaimWay({ business }: { business: Business }) {
  const { user, isLoading } = useCurrentUser();
  // While a signed-in visitor is looked up, no "Sign in to claim it" (after the first render, which must match the
  // server's, where everyone is signed out).
  const checkingSignIn = useMounted() && isLoading;
  return (
    <Box id="claim" sx={{ scrollMarginTop: 96 }}>
      {user ? (
        <Suspense fallback={null}>
          <OwnerActions businessId={business.id} businessName={business.name} />
        </Suspense>
      ) : (
        !checkingSignIn && <SignInToClaim businessId={business.id} />
      )}
    </Box>
  );
}

/**
 * The page below the hero: the main column, and the business's information (contact, directions, hours) and map.
 * On a phone, one column in reading order: information, main, map. On a desktop, the information beside the main
 * column (kept in view while it scrolls) and the map under it.
 */
const LAYOUT = {
  display: "grid",
  gap: 4,
  alignItems: "start",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr)" },
  gridTemplateRows: { md: "1fr auto" },
  gridTemplateAreas: { xs: '"info" "main" "map"', md: '"main info" "main map"' },
} as const;

function BusinessDetails({ business }: { business: Business }) {
  useBusinessStats(business);
  // Staff edit the listing; its owners and would-be owners get their own way in (docs/product.md#roles).
  const { isAdmin } = useCurrentUser();
  const now = useOpenNowClock();
  return (
    <>
      <BusinessHero business={business} canEdit={isAdmin} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={LAYOUT}>
          {/* First on a phone: how to get there and when it's open, before the long read (on a desktop, beside it). */}
          <Box sx={{ gridArea: "info", alignSelf: "stretch" }}>
            <BusinessSidebar business={business} now={now} />
          </Box>
          <Box sx={{ gridArea: "main", display: "grid", gap: 4, alignContent: "start", minWidth: 0 }}>
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
            <BusinessAccess access={business.access} />
            <UpcomingHere business={business} />
            <BusinessCalendar business={business} />
            <ClaimWay business={business} />
            <VisitBlock name={business.name} />
            <QrCodeLink kind="business" id={business.id} />
          </Box>
          <Box sx={{ gridArea: "map", minWidth: 0 }}>
            <BusinessLocation business={business} />
          </Box>
        </Box>
      </Container>
    </>
  );
}
