/**
 * An owner puts the events their business hosts on their own site (docs/product.md#embeddable-calendar): the
 * embeddable calendar's code for that business.
 */
import Box from "@mui/material/Box";
import type { Business } from "@main-street/domain/business";
import { businessFeed } from "@main-street/domain/calendar-feed";
import { EmbedSnippet } from "../../widgets/calendar-feeds";

export function EmbedBusinessEvents({ business }: { business: Business }) {
  return (
    <Box sx={{ mt: 2 }}>
      <EmbedSnippet query={{ business: business.id }} title={businessFeed(business).name} />
    </Box>
  );
}
