/**
 * /events?business={id} (docs/product.md#host-business): the events one business hosts, under a heading naming it,
 * linked from its page's "Upcoming here". The business is read with the page (its loader) for its name.
 */
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { useBusiness } from "../../lib/queries";

/** `?business=` as the page reads it: an id the API could hold, else no filter. */
export function hostParam(search: URLSearchParams): string | null {
  const id = search.get("business") ?? "";
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

/** The business the page is filtered by: undefined while loading (or unfiltered), null when there is none. */
export function useHostBusiness(id: string | null): Business | null | undefined {
  return useBusiness(id).data;
}

export function hostedBy(events: CommunityEvent[], id: string | null): CommunityEvent[] {
  return id === null ? events : events.filter((event) => event.hostBusinessId === id);
}

/** The filtered page's heading: the business's name and page, and the way back to every event. */
export function HostHeading({ business }: { business: Business | null | undefined }) {
  if (business === undefined) return null;
  return (
    <Box sx={{ mb: 5 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: "1.8rem", md: "2.2rem" }, mb: 1 }}>
        {business ? `Events at ${business.name}` : "Business not found"}
      </Typography>
      <Typography sx={{ display: "flex", gap: 3, flexWrap: "wrap" }}>
        {business && (
          <Link component={RouterLink} to={pages.business.href(business.id)}>
            About {business.name}
          </Link>
        )}
        <Link component={RouterLink} to={pages.events.href()}>
          All community events
        </Link>
      </Typography>
    </Box>
  );
}
