import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { STATIC_PAGES } from "@main-street/domain/seo";
import { LoadErrorState } from "../../components/LoadErrorState";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { Seo } from "../../components/Seo";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useDirectoryResults } from "./api/use-directory-results";
import { GroupedDirectory } from "./components/GroupedDirectory";
import { SearchBar } from "./components/SearchBar";
import { SearchResults } from "./components/SearchResults";
import { useDirectoryParams } from "./use-directory-params";

export default function DirectoryPage() {
  const params = useDirectoryParams();
  const settledQ = useDebouncedValue(params.q, 250);
  const results = useDirectoryResults(settledQ, params.category);
  const filtered = settledQ !== "" || params.category !== null;

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
        <Box sx={{ mt: { xs: 5, md: 7 } }}>
          {results.isLoading ? (
            <LoadingState text="Loading businesses..." />
          ) : results.isError ? (
            <LoadErrorState
              title="We couldn't load the directory"
              onRetry={results.retry}
              retrying={results.isRetrying}
            />
          ) : filtered ? (
            <SearchResults
              q={settledQ}
              category={params.category}
              businesses={results.businesses}
              onViewAll={params.clear}
            />
          ) : (
            <GroupedDirectory businesses={results.businesses} />
          )}
        </Box>
      </Container>
    </>
  );
}
