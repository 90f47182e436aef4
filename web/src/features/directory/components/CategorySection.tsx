/**
 * One category of the grouped directory: its first six cards, then View All / Show Less as a native disclosure
 * (<details>), which answers a tap before and after the app runs. A category longer than the page carries ends its
 * list with a link to all of it (docs/product.md#directory).
 */
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { DirectoryGroup } from "@main-street/domain/directory";
import { PER_CATEGORY, directoryHref } from "@main-street/domain/directory-query";
import { Link as RouterLink } from "react-router-dom";
import { BusinessGrid } from "../../../components/BusinessGrid";
import type { CategoryMeta } from "../../../components/category-meta";
import { Region } from "../../../components/Region";
import { visuallyHidden } from "../../../components/visually-hidden";

const disclosure = {
  display: "flex",
  flexDirection: "column",
  // The toggle follows the cards it reveals (where the browser lets <details> lay out its parts).
  "& > summary": { order: 2 },
  "&[open] > summary .when-closed, &:not([open]) > summary .when-open": { display: "none" },
  "&[open] > summary svg": { transform: "rotate(180deg)" },
} as const;

const toggle = {
  alignSelf: "center",
  mt: 3,
  display: "inline-flex",
  alignItems: "center",
  gap: 0.5,
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  cursor: "pointer",
  px: 2.5,
  py: 0.75,
  borderRadius: 999,
  border: "1px solid",
  borderColor: "secondary.main",
  color: "secondary.main",
  fontWeight: 600,
  "&:hover": { bgcolor: "rgba(31,58,95,.06)" },
  "& svg": { transition: "transform .15s" },
} as const;

export function CategorySection({ meta, group }: { meta: CategoryMeta; group: DirectoryGroup }) {
  const first = group.businesses.slice(0, PER_CATEGORY);
  const rest = group.businesses.slice(PER_CATEGORY);
  const unlisted = group.count - group.businesses.length;
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
          {group.count}
          <Box component="span" sx={visuallyHidden}>
            {group.count === 1 ? " business" : " businesses"}
          </Box>
        </Box>
      </Box>
      {/* The cards are regions of their own: a tap on View All hydrates this section's frame, not its cards. */}
      <Region>
        <BusinessGrid businesses={first} />
      </Region>
      {rest.length > 0 && (
        <Box component="details" sx={disclosure}>
          <Box component="summary" sx={toggle}>
            <span className="when-closed">View All</span>
            <span className="when-open">Show Less</span>
            <ExpandMoreIcon aria-hidden fontSize="small" />
          </Box>
          <Box sx={{ mt: 3 }}>
            <Region>
              <BusinessGrid businesses={rest} />
            </Region>
            {unlisted > 0 && (
              <Box sx={{ textAlign: "center", mt: 3 }}>
                <Box
                  component={RouterLink}
                  to={directoryHref({ category: meta.id })}
                  sx={{ fontWeight: 700, color: "secondary.main", display: "inline-flex", gap: 0.5 }}
                >
                  See all {group.count} in {meta.title}
                  <ArrowForwardIcon aria-hidden fontSize="small" />
                </Box>
              </Box>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
