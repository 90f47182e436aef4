/**
 * The directory's search form: a real GET form to /directory (q, category, access, and the Open now and view controls,
 * which sit below it and join it with `form`). Once the app runs, each change updates the address and the results
 * with no reload; the Search button then only settles the text.
 */
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { LIMITS } from "@main-street/domain/limits";
import { ACCESS_FEATURES } from "@main-street/domain/access";
import type { FormEvent } from "react";
import { CATEGORIES } from "../../../components/category-meta";
import { FieldInput, FieldLabel, FieldSelect } from "../../../components/form/native-fields";
import type { DirectoryFilters } from "../use-directory-params";
import { pages } from "@main-street/domain/paths";
import { Button } from "../../../components/Button";

export const SEARCH_FORM_ID = "directory-search";

export function SearchBar({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (change: Partial<DirectoryFilters>, options?: { replace?: boolean }) => void;
}) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = new FormData(e.currentTarget).get("q");
    onChange({ q: typeof q === "string" ? q : "" });
  };
  return (
    <Paper
      component="form"
      id={SEARCH_FORM_ID}
      action={pages.directory.href()}
      method="get"
      role="search"
      aria-labelledby="find-businesses-title"
      onSubmit={submit}
      elevation={0}
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: 4,
        boxShadow: "0 18px 40px rgba(31,58,95,.16)",
        border: "1px solid",
        borderColor: "divider",
      }}
    >
      <Typography id="find-businesses-title" variant="h3" component="h2" sx={{ mb: 2, fontSize: "1.35rem" }}>
        Find Local Businesses
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 220px 240px auto" },
          alignItems: "end",
          "& > :first-of-type": { gridColumn: { sm: "1 / -1", md: "auto" } },
        }}
      >
        <div>
          <FieldLabel htmlFor="directory-search-text">Search businesses</FieldLabel>
          <Box sx={{ position: "relative" }}>
            <SearchIcon
              aria-hidden
              sx={{
                position: "absolute",
                left: 14,
                top: "50%",
                transform: "translateY(-50%)",
                color: "text.secondary",
              }}
            />
            <FieldInput
              id="directory-search-text"
              placeholder="Search businesses..."
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={LIMITS.searchQuery}
              // Typing replaces the history entry, so Back leaves the directory instead of undoing letters.
              onChange={(e) => onChange({ q: e.target.value }, { replace: true })}
              sx={{ pl: "46px" }}
            />
          </Box>
        </div>
        <div>
          <FieldLabel htmlFor="directory-category">Category</FieldLabel>
          <FieldSelect
            id="directory-category"
            name="category"
            defaultValue={filters.category || "all"}
            onChange={(e) => onChange({ category: e.target.value })}
          >
            <option value="all">All Categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </FieldSelect>
        </div>
        <div>
          {/* Listings that report Yes; the results say how many report it at all (docs/product.md#access). */}
          <FieldLabel htmlFor="directory-access">Accessibility</FieldLabel>
          <FieldSelect
            id="directory-access"
            name="access"
            defaultValue={filters.access || "any"}
            onChange={(e) => onChange({ access: e.target.value })}
          >
            <option value="any">Any</option>
            {ACCESS_FEATURES.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </FieldSelect>
        </div>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ height: 54, borderRadius: 2.5, gridColumn: { sm: "1 / -1", md: "auto" } }}
        >
          Search
        </Button>
      </Box>
    </Paper>
  );
}
