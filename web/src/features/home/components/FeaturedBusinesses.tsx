import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import type { BusinessSummary } from "@main-street/domain/directory";
import { BusinessGrid } from "../../../components/BusinessGrid";
import { LoadingState } from "../../../components/LoadingState";
import { Section } from "../../../components/Section";
import { pages } from "@main-street/domain/paths";
import { OpenNowCards, useOpenNowClock } from "../../../widgets/open-now";
import { Button } from "../../../components/Button";

export function FeaturedBusinesses({
  businesses,
  loading,
}: {
  businesses: BusinessSummary[] | undefined;
  loading: boolean;
}) {
  const featured = businesses ?? [];
  const now = useOpenNowClock();
  return (
    <Section
      id="featured-businesses"
      tone="sand"
      overline="Local favorites"
      title="Featured Businesses"
      lead="Family-run shops, cafés and inns that give downtown its character."
    >
      {loading ? (
        <LoadingState text="Loading businesses..." />
      ) : (
        <OpenNowCards now={now}>
          <BusinessGrid businesses={featured} />
        </OpenNowCards>
      )}
      <Box sx={{ textAlign: "center", mt: 5 }}>
        <Button to={pages.directory.href()} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
          View All Businesses
        </Button>
      </Box>
    </Section>
  );
}
