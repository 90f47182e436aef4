/**
 * The directory's list and map for one set of results. They render from a deferred copy of their props: when a
 * keystroke, a filter or arriving results change them, React first answers with the list already on screen and then
 * renders the new one in the background, yielding to the visitor's next key or tap (an arriving query result is
 * otherwise rendered in one uninterruptible pass). The props must keep their identity while unchanged (memo).
 */
import Box from "@mui/material/Box";
import type { DirectoryResult } from "@main-street/domain/directory";
import { PER_CATEGORY, type DirectoryQuery } from "@main-street/domain/directory-query";
import { Suspense, memo, useDeferredValue } from "react";
import { LoadingState } from "../../../components/LoadingState";
import { useCountListings } from "../../../lib/listing-beacon";
import { Region } from "../../../components/Region";
import { DistrictMap } from "../../../widgets/district-map";
import { OpenNowCards } from "../../../widgets/open-now";
import type { DirectoryView } from "../use-directory-params";
import { GroupedDirectory } from "./GroupedDirectory";
import { SearchResults } from "./SearchResults";

export interface DirectoryResultsProps {
  /** The query these results answer. */
  query: DirectoryQuery;
  result: DirectoryResult;
  view: DirectoryView;
  now: Date;
}

export function DirectoryResults(props: DirectoryResultsProps) {
  return <ResultViews {...useDeferredValue(props)} />;
}

/**
 * The listings the list shows without a further tap (a category's first cards, a results page's cards): each counts
 * one appearance per page view (docs/product.md#listing-statistics). The map's pins don't.
 */
function shownListings(result: DirectoryResult, view: DirectoryView): string[] {
  if (view !== "list") return [];
  const cards =
    result.kind === "grouped" ? result.groups.flatMap((g) => g.businesses.slice(0, PER_CATEGORY)) : result.businesses;
  return cards.map((b) => b.id);
}

const ResultViews = memo(function ResultViews({ query, result, view, now }: DirectoryResultsProps) {
  useCountListings("appearance", shownListings(result, view));
  return (
    <>
      <Box data-view="list">
        <OpenNowCards now={now}>
          {result.kind === "grouped" ? (
            <GroupedDirectory groups={result.groups} />
          ) : (
            <Region>
              <SearchResults query={query} results={result} view={view} />
            </Region>
          )}
        </OpenNowCards>
      </Box>
      <Box data-view="map">
        {/* d3-geo and the street file load with the map's own chunk (docs/decisions/0022-district-map.md). */}
        <Suspense fallback={<LoadingState text="Loading the map..." />}>
          <DistrictMap businesses={result.pins} />
        </Suspense>
      </Box>
    </>
  );
});
