/**
 * Under a business's edit screen (docs/product.md#owners): its last 30 days (docs/product.md#listing-statistics),
 * its owners, then its history of live changes.
 */
import Box from "@mui/material/Box";
import type { Business } from "@main-street/domain/business";
import { api } from "@main-street/domain/paths";
import { ListingStatsPanel } from "../../../widgets/listing-stats";
import { BusinessHistory } from "./BusinessHistory";
import { BusinessOwners } from "./BusinessOwners";

export function BusinessOwnersAndHistory({ record }: { record: Business }) {
  return (
    <Box sx={{ mt: 4, display: "grid", gap: 3 }}>
      <ListingStatsPanel href={api.admin.businessStats.href(record.id)} />
      <BusinessOwners record={record} />
      <BusinessHistory record={record} />
    </Box>
  );
}
