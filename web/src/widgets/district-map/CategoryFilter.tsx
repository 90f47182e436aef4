import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { BUSINESS_CATEGORIES, CATEGORY_LABELS, type BusinessCategory } from "@main-street/domain/categories";

export interface CategoryFilterProps {
  value: BusinessCategory | null;
  onChange: (category: BusinessCategory | null) => void;
}

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Show on the map"
      value={value ?? "all"}
      onChange={(_, next: string | null) => {
        if (next !== null) onChange(next === "all" ? null : (next as BusinessCategory));
      }}
      sx={{ flexWrap: "wrap" }}
    >
      <ToggleButton value="all">All</ToggleButton>
      {BUSINESS_CATEGORIES.map((category) => (
        <ToggleButton key={category} value={category}>
          {CATEGORY_LABELS[category]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
