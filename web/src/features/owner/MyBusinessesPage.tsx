/** "My businesses": each listing the signed-in owner keeps, with its latest change's status and an Edit button. */
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import EditIcon from "@mui/icons-material/Edit";
import EventIcon from "@mui/icons-material/Event";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Business } from "@main-street/domain/business";
import { LoadingState } from "../../components/LoadingState";
import { formatDate } from "../../lib/format-date";
import { api, pages } from "@main-street/domain/paths";
import { AuthChecking, PrivatePageSeo, useAuthGuard } from "../../widgets/auth";
import { ListingStatsPanel } from "../../widgets/listing-stats";
import { useOwnedBusinesses } from "./widget";
import { ProposeEventDialog } from "./ProposeEventDialog";
import { OwnerCalendarDialog } from "./OwnerCalendarDialog";
import { REVISION_STATES } from "./revision-status";
import { EmbedBusinessEvents } from "./EmbedBusinessEvents";
import { MonthlySummarySetting } from "./MonthlySummarySetting";

export function MyBusinessesPage() {
  const guard = useAuthGuard({ requireAdmin: false });
  const owned = useOwnedBusinesses(guard.status === "allowed");
  const [proposingAt, setProposingAt] = useState<Business | null>(null);
  const [importingFor, setImportingFor] = useState<Business | null>(null);
  if (guard.status !== "allowed") return <AuthChecking refused={guard.status === "refused"} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PrivatePageSeo page="My businesses" path={pages.owner.href()} />
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.6rem" }, mb: 3 }}>
        My businesses
      </Typography>
      {owned.isLoading && <LoadingState text="Loading your businesses..." minHeight={200} />}
      {owned.isError && <Typography role="alert">Your businesses could not be loaded. Please try again.</Typography>}
      {owned.data?.length === 0 && (
        <Typography>
          You don't own a listing yet. Open your business in the{" "}
          <RouterLink to={pages.directory.href()}>directory</RouterLink> and choose "Own this business? Claim it".
        </Typography>
      )}
      {owned.data?.map(({ business, revisions }) => (
        <Card key={business.id} component="section" aria-labelledby={`owned-${business.id}`} sx={{ p: 3, mb: 2 }}>
          <Typography variant="h2" id={`owned-${business.id}`} sx={{ fontSize: "1.4rem", mb: 1 }}>
            {business.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {revisions[0]
              ? `Latest change, ${formatDate(revisions[0].createdAt)}: ${REVISION_STATES[revisions[0].state]}`
              : "No changes sent yet."}
          </Typography>
          <Button
            component={RouterLink}
            to={pages.ownerBusiness.href(business.id)}
            variant="contained"
            startIcon={<EditIcon />}
          >
            Edit {business.name}
          </Button>{" "}
          <Button component={RouterLink} to={pages.business.href(business.id)}>
            See the listing
          </Button>{" "}
          <Button
            startIcon={<EventIcon />}
            aria-label={`Propose an event at ${business.name}`}
            onClick={() => setProposingAt(business)}
          >
            Propose an event
          </Button>{" "}
          <Button
            startIcon={<CalendarMonthIcon />}
            aria-label={`Import from your calendar to ${business.name}`}
            onClick={() => setImportingFor(business)}
          >
            Import from your calendar
          </Button>
          <ListingStatsPanel
            href={api.owner.businessStats.href(business.id)}
            heading="h3"
            listingName={business.name}
          />
          <EmbedBusinessEvents business={business} />
        </Card>
      ))}
      {Boolean(owned.data?.length) && <MonthlySummarySetting />}
      {proposingAt && <ProposeEventDialog business={proposingAt} onClose={() => setProposingAt(null)} />}
      {importingFor && <OwnerCalendarDialog business={importingFor} onClose={() => setImportingFor(null)} />}
    </Container>
  );
}
