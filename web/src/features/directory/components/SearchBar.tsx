import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
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
        <TextField
          label="Search businesses"
          placeholder="Search businesses..."
          type="search"
          name="q"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: LIMITS.searchQuery },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Category"
          name="category"
          value={category ?? "all"}
          onChange={(e) => onCategoryChange(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="all">All Categories</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </TextField>
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
