import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { Suspense } from "react";
import { BusinessLocationMap } from "../../../widgets/district-map";

/** The small district map on a business page, when the business has coordinates (lazy: its own chunk). */
export function BusinessLocation({ business }: { business: Business }) {
  if (business.lat == null || business.lng == null) return null;
  return (
    <Card component="section" aria-labelledby="location-title" sx={{ p: 3 }}>
      <Typography variant="h4" component="h2" id="location-title" sx={{ mb: 1.5 }}>
        Location
      </Typography>
      <Suspense fallback={<Typography color="text.secondary">Loading the map...</Typography>}>
        <BusinessLocationMap business={business} />
      </Suspense>
    </Card>
  );
}
