import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DashboardIcon from "@mui/icons-material/SpaceDashboard";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { pages } from "@main-street/domain/paths";
import { AuthChecking, PrivatePageSeo, useAuthGuard } from "../../widgets/auth";
import { MyListingsLinks } from "../owner/widget";
import { AccountStatusCard } from "./components/AccountStatusCard";
import { ProfileForm } from "./components/ProfileForm";

export default function ProfilePage() {
  const guard = useAuthGuard({ requireAdmin: false });
  if (guard.status !== "allowed") return <AuthChecking refused={guard.status === "refused"} />;
  const { user, isAdmin } = guard;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PrivatePageSeo page="Profile Settings" path={pages.profile.href()} />
      <Button component={RouterLink} to={pages.home.href()} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <Box
        sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 4 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.6rem" } }}>
          Profile Settings
        </Typography>
        {isAdmin && (
          <Button component={RouterLink} to={pages.admin.href()} variant="contained" startIcon={<DashboardIcon />}>
            Admin Dashboard
          </Button>
        )}
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-labelledby="account-info-title" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h2" id="account-info-title" sx={{ fontSize: "1.4rem", mb: 3 }}>
              Account Information
            </Typography>
            <ProfileForm user={user} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: "grid", gap: 3, alignContent: "start" }}>
          <AccountStatusCard user={user} />
          <MyListingsLinks />
        </Grid>
      </Grid>
    </Container>
  );
}
