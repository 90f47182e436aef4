import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { STATIC_PAGES } from "@main-street/domain/seo";
import { Suspense } from "react";
import { EmptyState } from "../../components/EmptyState";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { Region } from "../../components/Region";
import { Seo } from "../../components/Seo";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { DistrictMap } from "../../widgets/district-map";
import { OpenNowCards, useOpenNowClock } from "../../widgets/open-now";
import { useDirectory } from "./api/use-businesses";
import { DirectoryToolbar } from "./components/DirectoryToolbar";
import { DirectoryViews } from "./components/DirectoryViews";
import { GroupedDirectory } from "./components/GroupedDirectory";
import { SearchBar } from "./components/SearchBar";
import { SearchResults } from "./components/SearchResults";
import { useDirectoryParams } from "./use-directory-params";

export default function DirectoryPage() {
  const params = useDirectoryParams();
  // Results follow the typing once it pauses; the address follows every keystroke.
  const settledQ = useDebouncedValue(params.query?.q ?? "", 250);
  const directory = useDirectory(params.query && { ...params.query, q: settledQ });
  const now = useOpenNowClock();

  return (
    <>
      <Seo meta={STATIC_PAGES.directory} noindex={params.problem !== null} />
      <PageHero
        overline="Shop · Dine · Stay"
        title="Business Directory"
        subtitle="Restaurants, coffee shops, boutiques, places to stay and sweet treats, all within a stroll of historic Nevada Way."
      />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -5 }, position: "relative", pb: { xs: 6, md: 10 } }}>
        <Region>
          <SearchBar key={params.formKey} filters={params.current} onChange={params.change} />
        </Region>
        <DirectoryViews>
          <Box sx={{ mt: 3 }}>
            <Region>
              <DirectoryToolbar key={params.formKey} filters={params.current} onChange={params.change} />
            </Region>
          </Box>
          <Box sx={{ mt: { xs: 4, md: 5 } }}>
            {params.problem !== null ? (
              <EmptyState title="This search can't be shown" hint={params.problem} />
            ) : (
              <QueryContent
                query={directory}
                loading={<LoadingState text="Loading businesses..." />}
                failedTitle="We couldn't load the directory"
              >
                {(result) => (
                  <>
                    <Box data-view="list">
                      <OpenNowCards now={now}>
                        {result.kind === "grouped" ? (
                          <GroupedDirectory groups={result.groups} />
                        ) : (
                          <Region>
                            <SearchResults query={params.query!} results={result} view={params.view} />
                          </Region>
                        )}
                      </OpenNowCards>
                    </Box>
                    <Box data-view="map">
                      {/* d3-geo and the street file load with the map's own chunk (docs/decisions/0022-district-map.md). */}
                      <Suspense fallback={<LoadingState text="Loading the map..." />}>
                        <DistrictMap
                          businesses={result.pins}
                          category={params.query?.category ?? null}
                          onCategoryChange={(category) => params.change({ category: category ?? "" })}
                        />
                      </Suspense>
                    </Box>
                  </>
                )}
              </QueryContent>
            )}
          </Box>
        </DirectoryViews>
      </Container>
    </>
  );
}
