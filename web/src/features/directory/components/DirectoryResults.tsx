/**
 * The directory's list and map for one set of results. They render from a deferred copy of their props: when a
 * keystroke, a filter or arriving results change them, React first answers with the list already on screen and then
 * renders the new one in the background, yielding to the visitor's next key or tap (an arriving query result is
 * otherwise rendered in one uninterruptible pass). The props must keep their identity while unchanged (memo).
 */
import Box from "@mui/material/Box";
import type { BusinessCategory } from "@main-street/domain/categories";
import type { DirectoryResult } from "@main-street/domain/directory";
import type { DirectoryQuery } from "@main-street/domain/directory-query";
import { Suspense, memo, useDeferredValue } from "react";
import { LoadingState } from "../../../components/LoadingState";
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
  onCategoryChange: (category: BusinessCategory | null) => void;
}

export function DirectoryResults(props: DirectoryResultsProps) {
  return <ResultViews {...useDeferredValue(props)} />;
}

const ResultViews = memo(function ResultViews({ query, result, view, now, onCategoryChange }: DirectoryResultsProps) {
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
          <DistrictMap businesses={result.pins} category={query.category} onCategoryChange={onCategoryChange} />
        </Suspense>
      </Box>
    </>
  );
});
