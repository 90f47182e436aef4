/** The Dashboard tab (docs/product.md#admin): counts ('...' while loading), System Status 'Online', shortcuts. */
import BusinessIcon from "@mui/icons-material/Storefront";
import EventIcon from "@mui/icons-material/Event";
import PeopleIcon from "@mui/icons-material/People";
import InboxIcon from "@mui/icons-material/Inbox";
import StatusIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import Link from "@mui/material/Link";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Business } from "@main-street/domain/business";
import { hoursCheckedAt } from "@main-street/domain/opening-hours";
import { reportsAccess } from "@main-street/domain/access";
import { pages } from "@main-street/domain/paths";
import { businessKind } from "@main-street/domain/records";
import { formatDate } from "../../../lib/format-date";
import { useAllBusinesses, useEvents } from "../../../lib/queries";
import { useAdminUsers, useInboxSummary } from "../queries";
import type { AdminTab } from "../admin-tabs";
import { DistrictStats } from "./DistrictStats";

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card sx={{ p: 2.5, display: "flex", alignItems: "center", gap: 2, height: "100%" }}>
      <Box sx={{ color: "primary.main", display: "flex", "& svg": { fontSize: 36 } }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography sx={{ fontSize: "1.8rem", fontWeight: 700 }}>{value}</Typography>
      </Box>
    </Card>
  );
}

function ShortcutCard({
  title,
  text,
  onClick,
  icon,
}: {
  title: string;
  text: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Card sx={{ height: "100%" }}>
      <CardActionArea onClick={onClick} sx={{ p: 3, height: "100%" }}>
        <Box sx={{ color: "secondary.main", mb: 1, "& svg": { fontSize: 32 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

const STALEST_SHOWN = 10;

const count = (query: { data?: unknown[]; isPending: boolean }) =>
  query.isPending ? "..." : (query.data?.length ?? "–");

export function DashboardTab({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const users = useAdminUsers();
  const businesses = useAllBusinesses();
  const events = useEvents();
  const inbox = useInboxSummary();
  return (
    <>
      <Box component="h2" sx={{ typography: "h3", mt: 0, mb: 3 }}>
        Overview
      </Box>
      <Grid container spacing={2.5} sx={{ mb: 5 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard label="Total Users" value={count(users)} icon={<PeopleIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard label="Businesses" value={count(businesses)} icon={<BusinessIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard label="Events" value={count(events)} icon={<EventIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label="System Status"
            value={
              <Box component="span" sx={{ color: "success.main" }}>
                Online
              </Box>
            }
            icon={<StatusIcon />}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2.5}>
        {[
          {
            tab: "inbox" as const,
            title: `Inbox: ${inbox.isPending ? "..." : (inbox.data?.new ?? "–")} New`,
            text: "Read and answer contact messages, volunteer sign-ups and event proposals.",
            icon: <InboxIcon />,
          },
          {
            tab: "users" as const,
            title: "Manage Users",
            text: "View accounts and change who is an admin.",
            icon: <PeopleIcon />,
          },
          {
            tab: "businesses" as const,
            title: "Manage Businesses",
            text: "Add, edit and remove directory listings.",
            icon: <BusinessIcon />,
          },
          {
            tab: "events" as const,
            title: "Manage Events",
            text: "Add, edit and remove community events.",
            icon: <EventIcon />,
          },
        ].map((shortcut) => (
          <Grid key={shortcut.tab} size={{ xs: 12, md: 4 }}>
            <ShortcutCard
              title={shortcut.title}
              text={shortcut.text}
              onClick={() => onOpenTab(shortcut.tab)}
              icon={shortcut.icon}
            />
          </Grid>
        ))}
      </Grid>
      <DistrictStats />
      <StalestListings businesses={businesses.data ?? []} />
      <NoAccessReported businesses={businesses.data ?? []} onOpenTab={onOpenTab} />
    </>
  );
}

/** The listings that report no access details at all (docs/product.md#access): staff ask their owners. */
function NoAccessReported({ businesses, onOpenTab }: { businesses: Business[]; onOpenTab: (tab: AdminTab) => void }) {
  const silent = businesses.filter((b) => !reportsAccess(b.access));
  return (
    <Box component="section" aria-labelledby="no-access-title" sx={{ mt: 5 }}>
      <Box component="h2" id="no-access-title" sx={{ typography: "h4", mt: 0, mb: 1 }}>
        Access details not reported
      </Box>
      <Typography sx={{ mb: 1 }}>
        {silent.length} of {businesses.length} listings report no access details. Their owners can be asked in the
        e-mail of the next{" "}
        <Link component="button" underline="always" onClick={() => onOpenTab("district_days")}>
          district day
        </Link>
        .
      </Typography>
      {silent.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, columns: { md: 2 } }}>
          {silent.map((b) => (
            <li key={b.id}>
              <Link component={RouterLink} underline="always" to={pages.adminEdit.href(businessKind.collection, b.id)}>
                {b.name}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The listings whose hours were confirmed longest ago (docs/product.md#owners), with a link to each edit screen. */
function StalestListings({ businesses }: { businesses: Business[] }) {
  const stalest = [...businesses]
    .map((b) => ({ b, at: hoursCheckedAt(b) }))
    .sort((x, y) => x.at.localeCompare(y.at))
    .slice(0, STALEST_SHOWN);
  if (stalest.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stalest-title" sx={{ mt: 5 }}>
      <Box component="h2" id="stalest-title" sx={{ typography: "h4", mt: 0, mb: 2 }}>
        Stalest listings
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {stalest.map(({ b, at }) => (
          <li key={b.id}>
            {/* Underlined: a link inside a line of text must not rely on colour alone. */}
            <Link component={RouterLink} underline="always" to={pages.adminEdit.href(businessKind.collection, b.id)}>
              {b.name}
            </Link>
            {" — hours "}
            {b.hoursConfirmedAt ? "confirmed" : "unconfirmed since the listing was added,"} {formatDate(at)}
          </li>
        ))}
      </Box>
    </Box>
  );
}
