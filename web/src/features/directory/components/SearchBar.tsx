import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import Typography from "@mui/material/Typography";
import type { BusinessCategory } from "@main-street/domain/categories";
import type { FormEvent } from "react";
import { CATEGORIES } from "../../../components/category-meta";
import { LIMITS } from "@main-street/domain/limits";

export function SearchBar({
  text,
  category,
  onTextChange,
  onCategoryChange,
  onSubmit,
}: {
  text: string;
  category: BusinessCategory | null;
  onTextChange: (value: string) => void;
  onCategoryChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Paper
      component="form"
      // Without JavaScript the browser sends q and category to the server-rendered directory itself.
      action="/directory"
      method="get"
      role="search"
      aria-labelledby="find-businesses-title"
      onSubmit={handleSubmit}
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
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 260px auto" }, alignItems: "start" }}
      >
        {/* FormControl + OutlinedInput rather than TextField: TextField also loads the menu Select, which a native
            select never uses, on the directory's first load. */}
        <FormControl>
          <InputLabel htmlFor="directory-search">Search businesses</InputLabel>
          <OutlinedInput
            id="directory-search"
            label="Search businesses"
            placeholder="Search businesses..."
            type="search"
            name="q"
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
            inputProps={{ maxLength: LIMITS.searchQuery }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            }
          />
        </FormControl>
        <FormControl>
          <InputLabel htmlFor="directory-category" shrink>
            Category
          </InputLabel>
          <NativeSelect
            id="directory-category"
            name="category"
            value={category ?? "all"}
            onChange={(e) => onCategoryChange(e.target.value)}
            input={<OutlinedInput label="Category" notched id="directory-category" />}
          >
            <option value="all">All Categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ height: 56, borderRadius: 2.5 }}
        >
          Search
        </Button>
      </Box>
    </Paper>
  );
}
