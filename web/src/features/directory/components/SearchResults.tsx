import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { CATEGORY_LABELS, type BusinessCategory } from "@main-street/domain/categories";
import { BusinessGrid } from "../../../components/BusinessGrid";
import { EmptyState } from "../../../components/EmptyState";

export function SearchResults({
  q,
  category,
  openNow,
  businesses,
  onViewAll,
}: {
  q: string;
  category: BusinessCategory | null;
  openNow: boolean;
  businesses: Business[];
  onViewAll: () => void;
}) {
  const count = businesses.length;
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
            {q && (
              <>
                for <strong>“{q}”</strong>{" "}
              </>
            )}
            {category && (
              <>
                in <strong>{CATEGORY_LABELS[category]}</strong>{" "}
              </>
            )}
            {openNow && <>open now</>}
          </Typography>
          <Typography role="status" sx={{ fontWeight: 600, mt: 0.5 }}>
            {count} {count === 1 ? "business" : "businesses"} found
          </Typography>
        </div>
        {count > 0 && (
          <Button variant="outlined" color="secondary" onClick={onViewAll}>
            View All Businesses
          </Button>
        )}
      </Box>
      {count > 0 ? (
        <BusinessGrid businesses={businesses} />
      ) : (
        <EmptyState
          icon={<SearchOffIcon />}
          title="No businesses found"
          hint="Try adjusting your search criteria or browse all businesses"
        >
          <Button variant="contained" onClick={onViewAll}>
            View All Businesses
          </Button>
        </EmptyState>
      )}
    </Box>
  );
}
