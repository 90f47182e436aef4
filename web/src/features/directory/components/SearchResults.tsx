import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { ACCESS_LABELS } from "@main-street/domain/access";
import type { DirectoryResult } from "@main-street/domain/directory";
import { directoryHref, type DirectoryQuery } from "@main-street/domain/directory-query";
import { BusinessGrid } from "../../../components/BusinessGrid";
import { EmptyState } from "../../../components/EmptyState";
import type { DirectoryView } from "../use-directory-params";
import { Pages } from "./Pages";
import { Button } from "../../../components/Button";

type Results = Extract<DirectoryResult, { kind: "results" }>;

/** View All Businesses drops the filters and keeps the list/map view. */
function ViewAll({ view, variant }: { view: DirectoryView; variant: "outlined" | "contained" }) {
  return (
    <Button to={directoryHref({ view })} variant={variant} color="secondary">
      View All Businesses
    </Button>
  );
}

export function SearchResults({
  query,
  results,
  view,
}: {
  query: DirectoryQuery;
  results: Results;
  view: DirectoryView;
}) {
  const count = results.total;
  return (
    <Box component="section" aria-labelledby="search-results-title">
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-end",
          justifyContent: "space-between",
          gap: 2,
          mb: 3,
        }}
      >
        <div>
          <Typography variant="h2" id="search-results-title" sx={{ mb: 1 }}>
            Search Results
          </Typography>
          <Typography color="text.secondary" data-testid="search-echo">
            {query.q && (
              <>
                for <strong>“{query.q}”</strong>{" "}
              </>
            )}
            {query.category && (
              <>
                in <strong>{CATEGORY_LABELS[query.category]}</strong>{" "}
              </>
            )}
            {query.open && <>open now </>}
            {query.access && (
              <>
                with <strong>{ACCESS_LABELS[query.access].toLowerCase()}</strong>
              </>
            )}
          </Typography>
          <Typography role="status" sx={{ fontWeight: 600, mt: 0.5 }}>
            {count} {count === 1 ? "business" : "businesses"} found
          </Typography>
          {results.access && (
            // "Not reported" is never "No": say how few have told us (docs/product.md#access).
            <Typography color="text.secondary" data-testid="access-reporting" sx={{ mt: 0.5 }}>
              {results.access.reporting} of {results.access.of}{" "}
              {results.access.of === 1 ? "listing says" : "listings say"} whether they have this; the others
              haven&apos;t reported it yet.
            </Typography>
          )}
        </div>
        {count > 0 && <ViewAll view={view} variant="outlined" />}
      </Box>
      {count > 0 ? (
        <>
          <BusinessGrid businesses={results.businesses} />
          <Pages query={query} page={results.page} pageCount={results.pageCount} view={view} />
        </>
      ) : (
        <EmptyState
          icon={<SearchOffIcon />}
          title="No businesses found"
          hint="Try adjusting your search criteria or browse all businesses"
        >
          <ViewAll view={view} variant="contained" />
        </EmptyState>
      )}
    </Box>
  );
}
