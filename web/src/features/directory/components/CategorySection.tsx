import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { BusinessGrid } from "../../../components/BusinessGrid";
import type { CategoryMeta } from "../../../components/category-meta";
import { visuallyHidden } from "../../../components/visually-hidden";

const PER_CATEGORY = 6;

export function CategorySection({
  meta,
  businesses,
  expanded,
  onToggle,
}: {
  meta: CategoryMeta;
  businesses: Business[];
  expanded: boolean;
  onToggle: () => void;
}) {
  const shown = expanded ? businesses : businesses.slice(0, PER_CATEGORY);
  const gridId = `category-${meta.id}-list`;
  return (
    <Box component="section" aria-labelledby={`category-${meta.id}`} sx={{ mb: { xs: 6, md: 8 } }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 2,
          mb: 3,
          pb: 1.5,
          borderBottom: "2px solid",
          borderColor: "divider",
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            bgcolor: meta.color,
            color: "common.white",
            flexShrink: 0,
          }}
        >
          <meta.Icon aria-hidden />
        </Box>
        <Typography
          variant="h2"
          id={`category-${meta.id}`}
          sx={{ fontSize: { xs: "1.5rem", md: "1.9rem" }, flexGrow: 1 }}
        >
          {meta.title}
        </Typography>
        <Box
          component="span"
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            bgcolor: "background.paper",
            border: "1px solid",
            borderColor: "divider",
            fontWeight: 700,
            color: meta.color,
          }}
        >
          {businesses.length}
          <Box component="span" sx={visuallyHidden}>
            {businesses.length === 1 ? " business" : " businesses"}
          </Box>
        </Box>
      </Box>
      <BusinessGrid businesses={shown} id={gridId} />
      {businesses.length > PER_CATEGORY && (
        <Box sx={{ textAlign: "center", mt: 3 }}>
          <Button
            variant="outlined"
            color="secondary"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={gridId}
          >
            {expanded ? "Show Less" : "View All"}
          </Button>
        </Box>
      )}
    </Box>
  );
}
