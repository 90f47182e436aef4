import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { useMemo } from "react";
import { EmptyState } from "../../components/EmptyState";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { Region } from "../../components/Region";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useOpenNowClock } from "../../widgets/open-now";
import { directoryQuery, useDirectory } from "./queries";
import { DirectoryResults } from "./components/DirectoryResults";
import { DirectoryToolbar } from "./components/DirectoryToolbar";
import { DirectoryViews } from "./components/DirectoryViews";
import { SearchBar } from "./components/SearchBar";
import { DIRECTORY_META } from "./meta";
import { useDirectoryParams } from "./use-directory-params";
import { readDirectoryQuery } from "@main-street/domain/directory-query";
import type { PageHandle, PageRequest } from "../../lib/page";

const readQuery = ({ search }: PageRequest) => readDirectoryQuery(Object.fromEntries(search));

/**
 * Route module (docs/decisions/0044-route-modules.md). A query the API would refuse (an over-long search in a typed
 * address) is answered 400 with the page's message, and not indexed.
 */
export const handle: PageHandle = {
  queries: (page) => {
    const read = readQuery(page);
    return "query" in read ? [directoryQuery(read.query)] : [];
  },
  head: (page) =>
    "query" in readQuery(page)
      ? { status: 200, meta: DIRECTORY_META }
      : { status: 400, meta: DIRECTORY_META, noindex: true },
  // The directory query (@main-street/domain/directory-query) and the list/map view.
  search: ["q", "category", "open", "access", "page", "view"],
  clock: "minute",
};

export function Component() {
  const params = useDirectoryParams();
  // Results follow the typing once it pauses; the address follows every keystroke.
  const settledQ = useDebouncedValue(params.query?.q ?? "", 250);
  const { category = null, open = false, access = null, page = 1 } = params.query ?? {};
  const valid = params.query !== null;
  // Keeps its identity while unchanged, so the results below skip re-rendering on a keystroke (DirectoryResults).
  const settledQuery = useMemo(
    () => (valid ? { q: settledQ, category, open, access, page } : null),
    [valid, settledQ, category, open, access, page],
  );
  const directory = useDirectory(settledQuery);
  const now = useOpenNowClock();

  return (
    <>
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
                {(result) => <DirectoryResults query={settledQuery!} result={result} view={params.view} now={now} />}
              </QueryContent>
            )}
          </Box>
        </DirectoryViews>
      </Container>
    </>
  );
}
