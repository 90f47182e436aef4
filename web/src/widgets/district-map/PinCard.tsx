import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { CATEGORY_LABELS } from "@main-street/domain/categories";
import { pages } from "@main-street/domain/paths";
import type { MapBusiness } from "./map-types";
import { Button, IconButton } from "../../components/Button";

/** The card a pin opens, over the bottom of the map. */
export function PinCard({ business, onClose }: { business: MapBusiness; onClose: () => void }) {
  return (
    <Card
      component="section"
      aria-label={`${business.name} on the map`}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      sx={{
        position: "absolute",
        left: 12,
        right: 12,
        bottom: 12,
        p: 2,
        display: "flex",
        gap: 1.5,
        alignItems: "flex-start",
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h3">
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
          sx={{ mt: 1, px: 0 }}
        >
          View details
        </Button>
      </Box>
      <IconButton aria-label="Close" size="small" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Card>
  );
}
