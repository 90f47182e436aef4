import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { isOpenNow } from "@main-street/domain/opening-hours";
import { STATIC_PAGES } from "@main-street/domain/seo";
import { Suspense } from "react";
import { LoadErrorState } from "../../components/LoadErrorState";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { Seo } from "../../components/Seo";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { DistrictMap } from "../district-map";
import { OpenNowCards, useOpenNowClock } from "../open-now";
import { useDirectoryResults } from "./api/use-directory-results";
import { DirectoryToolbar } from "./components/DirectoryToolbar";
import { GroupedDirectory } from "./components/GroupedDirectory";
import { SearchBar } from "./components/SearchBar";
import { SearchResults } from "./components/SearchResults";
import { useDirectoryParams } from "./use-directory-params";

export default function DirectoryPage() {
  const params = useDirectoryParams();
  const settledQ = useDebouncedValue(params.q, 250);
  const results = useDirectoryResults(settledQ, params.category);
  const now = useOpenNowClock();
  const filtered = settledQ !== "" || params.category !== null || params.openNow;
  // docs/decisions/0020-open-now.md: free-text hours never match the filter.
  const businesses = params.openNow ? results.businesses.filter((b) => isOpenNow(b.hours, now)) : results.businesses;

  return (
    <>
      <Seo meta={STATIC_PAGES.directory} />
      <PageHero
        overline="Shop · Dine · Stay"
        title="Business Directory"
        subtitle="Restaurants, coffee shops, boutiques, places to stay and sweet treats, all within a stroll of historic Nevada Way."
      />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -5 }, position: "relative", pb: { xs: 6, md: 10 } }}>
        <SearchBar
          text={params.text}
          category={params.category}
          onTextChange={params.setText}
          onCategoryChange={params.setCategory}
          onSubmit={params.submit}
        />
        <Box sx={{ mt: 3 }}>
          <DirectoryToolbar
            openNow={params.openNow}
            onOpenNowChange={params.setOpenNow}
            view={params.view}
            onViewChange={params.setView}
          />
        </Box>
        <Box sx={{ mt: { xs: 4, md: 5 } }}>
          {results.isLoading ? (
            <LoadingState text="Loading businesses..." />
          ) : results.isError ? (
            <LoadErrorState
              title="We couldn't load the directory"
              onRetry={results.retry}
              retrying={results.isRetrying}
            />
          ) : params.view === "map" ? (
            // Lazy: d3-geo and the street file load only when the map is shown (docs/decisions/0022-district-map.md).
            <Suspense fallback={<LoadingState text="Loading the map..." />}>
              <DistrictMap
                businesses={businesses}
                category={params.category}
                onCategoryChange={(category) => params.setCategory(category ?? "all")}
              />
            </Suspense>
          ) : (
            <OpenNowCards now={now}>
              {filtered ? (
                <SearchResults
                  q={settledQ}
                  category={params.category}
                  openNow={params.openNow}
                  businesses={businesses}
                  onViewAll={params.clear}
                />
              ) : (
                <GroupedDirectory businesses={businesses} />
              )}
            </OpenNowCards>
          )}
        </Box>
      </Container>
    </>
  );
}
