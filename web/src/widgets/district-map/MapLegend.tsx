import Box from "@mui/material/Box";
import { CATEGORY_LABELS, type BusinessCategory } from "@main-street/domain/categories";
import { categoryMeta } from "../../components/category-meta";
import { colors } from "../../theme/palette";

/**
 * What the pins' colours mean, for the categories on the map. Not a filter: the page's own Category box chooses
 * what the map shows, so the two never disagree.
 */
export function MapLegend({ categories }: { categories: BusinessCategory[] }) {
  const entries = [
    ...categories.map((c) => ({ key: c, label: CATEGORY_LABELS[c], color: categoryMeta(c).color })),
    { key: "group", label: "Several businesses (tap for the list)", color: colors.navy },
  ];
  return (
    <Box
      component="ul"
      aria-label="Map key"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, listStyle: "none", m: 0, p: 0, fontSize: "0.875rem" }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.key} sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: entry.color, flexShrink: 0 }}
          />
          {entry.label}
        </Box>
      ))}
    </Box>
  );
}
