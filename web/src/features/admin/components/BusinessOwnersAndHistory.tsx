/** Under a business's edit screen (docs/product.md#owners): its owners, then its history of live changes. */
import Box from "@mui/material/Box";
import type { Business } from "@main-street/domain/business";
import { BusinessHistory } from "./BusinessHistory";
import { BusinessOwners } from "./BusinessOwners";

export function BusinessOwnersAndHistory({ record }: { record: Business }) {
  return (
    <Box sx={{ mt: 4, display: "grid", gap: 3 }}>
      <BusinessOwners record={record} />
      <BusinessHistory record={record} />
    </Box>
  );
}
