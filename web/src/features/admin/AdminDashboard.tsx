/** /admin (docs/product.md#admin): admins only; header with the welcome line, View Site and Profile, and the tabs. */
import HomeIcon from "@mui/icons-material/Home";
import PersonIcon from "@mui/icons-material/Person";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { AuthChecking, PrivatePageSeo, useAuthGuard } from "../../widgets/auth";
import { ADMIN_TABS, toAdminTab, type AdminTab } from "./admin-tabs";
import { DashboardTab } from "./components/DashboardTab";
import { NewsletterTab } from "./newsletter/NewsletterTab";
import { TAB_VIEWS } from "./records/registry";

export default function AdminDashboard() {
  const guard = useAuthGuard({ requireAdmin: true });
  const [params, setParams] = useSearchParams();
  const tab = toAdminTab(params.get("tab"));
  const openTab = (next: AdminTab) => setParams(next === "dashboard" ? {} : { tab: next });

  if (guard.status !== "allowed") return <AuthChecking refused={guard.status === "refused"} />;
  const { user } = guard;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PrivatePageSeo page="Admin Dashboard" path={pages.admin.href()} />
      <Box
        sx={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "flex-start",
          gap: 2,
          flexWrap: "wrap",
          mb: 4,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.6rem" } }}>
            Admin Dashboard
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Welcome back, {user.firstName || user.email || "Admin"}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button component={RouterLink} to={pages.home.href()} variant="outlined" startIcon={<HomeIcon />}>
            View Site
          </Button>
          <Button component={RouterLink} to={pages.profile.href()} variant="outlined" startIcon={<PersonIcon />}>
            Profile
          </Button>
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, next: AdminTab) => openTab(next)}
        aria-label="Admin sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider", mb: 4 }}
      >
        {ADMIN_TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={"Label" in t && t.Label ? <t.Label /> : t.label}
            id={`admin-tab-${t.id}`}
            aria-controls={`admin-panel-${t.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === "dashboard" && <DashboardTab onOpenTab={openTab} />}
        {TAB_VIEWS.map(({ type, tab: { Panel } }) => tab === type.collection && <Panel key={type.collection} />)}
        {tab === "newsletter" && <NewsletterTab />}
      </Box>
    </Container>
  );
}
