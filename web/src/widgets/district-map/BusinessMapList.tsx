import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { categoryMeta } from "../../components/category-meta";
import type { MapBusiness } from "./map-types";

export interface BusinessMapListProps {
  businesses: MapBusiness[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

export function businessItemId(id: string): string {
  return `district-map-item-${id}`;
}

/** The businesses on the map, in step with it: the keyboard and screen-reader way to use the map. */
export function BusinessMapList({ businesses, selectedId, onSelect }: BusinessMapListProps) {
  return (
    <Box
      component="ul"
      aria-label="Businesses on the map"
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.5 }}
    >
      {businesses.map((b) => {
        const selected = b.id === selectedId;
        return (
          <Box
            component="li"
            key={b.id}
            id={businessItemId(b.id)}
            sx={{
              borderRadius: 1,
              border: 1,
              borderColor: selected ? "secondary.main" : "divider",
              bgcolor: "background.paper",
            }}
          >
            <ButtonBase
              aria-pressed={selected}
              onClick={() => onSelect(selected ? null : b.id)}
              sx={{ width: "100%", justifyContent: "flex-start", gap: 1.25, p: 1.25, textAlign: "left" }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  flexShrink: 0,
                  borderRadius: "50%",
                  bgcolor: categoryMeta(b.category).color,
                }}
              />
              <span>
                <Box component="span" sx={{ display: "block", fontWeight: 700 }}>
                  {b.name}
                </Box>
                <Box component="span" sx={{ display: "block", fontSize: "0.85rem", color: "text.secondary" }}>
                  {CATEGORY_LABELS[b.category]}
                </Box>
              </span>
            </ButtonBase>
            {selected && (
              <Box sx={{ px: 1.25, pb: 1.25 }}>
                {b.address && <Typography variant="body2">{b.address}</Typography>}
                <Link component={RouterLink} to={pages.business.href(b.id)}>
                  View {b.name}
                </Link>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
