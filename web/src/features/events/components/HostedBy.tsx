/** "Hosted by <business>" on an event page, linking to the business's page (docs/product.md#host-business). */
import StorefrontIcon from "@mui/icons-material/Storefront";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { EventHost } from "@main-street/domain/event-host";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";

export function HostedBy({ host }: { host: EventHost | null | undefined }) {
  if (!host) return null;
  return (
    <Typography sx={{ mt: 2, display: "flex", alignItems: "center", gap: 1 }}>
      <StorefrontIcon fontSize="small" color="primary" aria-hidden />
      <span>
        Hosted by{" "}
        <Link component={RouterLink} to={pages.business.href(host.id)}>
          {host.name}
        </Link>
      </span>
    </Typography>
  );
}
