import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { pages } from "@main-street/domain/paths";
import type { MapBusiness } from "./map-types";
import { Button, IconButton } from "../../components/Button";

/** The card a marker opens, over the bottom of the map: its business, or each of the businesses it stands for. */
export function PinCard({ businesses, onClose }: { businesses: MapBusiness[]; onClose: () => void }) {
  const one = businesses.length === 1;
  return (
    <Card
      component="section"
      aria-label={one ? `${businesses[0]!.name} on the map` : `${businesses.length} businesses here on the map`}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      sx={{
        position: "absolute",
        left: 12,
        right: 12,
        bottom: 12,
        maxHeight: "calc(100% - 24px)",
        overflowY: "auto",
        p: 2,
        display: "flex",
        gap: 1.5,
        alignItems: "flex-start",
      }}
    >
      <Box component={one ? "div" : "ul"} sx={{ flexGrow: 1, minWidth: 0, m: 0, p: 0, listStyle: "none" }}>
        {businesses.map((business) => (
          <Box component={one ? "div" : "li"} key={business.id} sx={{ "& + &": { mt: 1 } }}>
            <Typography variant="h6" component="h3" sx={one ? undefined : { fontSize: "1rem" }}>
              {business.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {CATEGORY_LABELS[business.category]}
              {business.address ? ` · ${business.address}` : ""}
            </Typography>
            <Button
              to={pages.business.href(business.id)}
              aria-label={`View details: ${business.name}`}
              size="small"
              sx={{ mt: one ? 1 : 0, px: 0 }}
            >
              View details
            </Button>
          </Box>
        ))}
      </Box>
      <IconButton aria-label="Close" size="small" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Card>
  );
}
