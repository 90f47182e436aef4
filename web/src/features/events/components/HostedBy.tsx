/** "Hosted by <business>" on an event page, linking to the business's page (docs/product.md#host-business). */
import StorefrontIcon from "@mui/icons-material/Storefront";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { EventHost } from "@main-street/domain/event-host";
import { accessStateText } from "@main-street/domain/access";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";

/** With the place's step-free entrance as its listing reports it (docs/product.md#access). */
export function HostedBy({ host }: { host: EventHost | null | undefined }) {
  if (!host) return null;
  const stepFree = host.stepFreeEntrance ?? undefined;
  return (
    <>
      <Typography sx={{ mt: 2, display: "flex", alignItems: "center", gap: 1 }}>
        <StorefrontIcon fontSize="small" color="primary" aria-hidden />
        <span>
          Hosted by{" "}
          <Link component={RouterLink} to={pages.business.href(host.id)}>
            {host.name}
          </Link>
        </span>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="host-step-free">
        Step-free entrance: <strong>{accessStateText(stepFree)}</strong>
        {stepFree?.note ? ` (${stepFree.note})` : ""}
      </Typography>
    </>
  );
}
