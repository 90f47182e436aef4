/**
 * The edit screens' layout (docs/product.md#edit-screens): 'Back to Admin', 'Loading...', the form, then Cancel,
 * View This … and Save Changes ('Saving...'). No client-side guard, but a non-admin is told the server will refuse
 * (docs/product.md#roles).
 */
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { useCurrentUser } from "../../../widgets/auth";

export function EditScreen({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading, isAdmin } = useCurrentUser();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Button component={RouterLink} to={pages.admin.href()} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Admin
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.4rem" }, mb: 3 }}>
        {title}
      </Typography>
      {!isLoading && !isAdmin && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {user
            ? "You are signed in without admin access, so changes made here can't be saved."
            : "You are not signed in, so changes made here can't be saved."}
        </Alert>
      )}
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>{children}</Card>
    </Container>
  );
}

export function EditActions({ saving, viewTo, viewLabel }: { saving: boolean; viewTo: string; viewLabel: string }) {
  return (
    <Box sx={{ display: "flex", gap: 1.5, justifyContent: "flex-end", flexWrap: "wrap", mt: 4 }}>
      <Button component={RouterLink} to={pages.admin.href()} variant="text">
        Cancel
      </Button>
      <Button component={RouterLink} to={viewTo} variant="outlined">
        {viewLabel}
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </Box>
  );
}

/** A save refused by the server stays visible on the page, not only in a passing toast. */
export function SaveRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      The changes were not saved: {message}
    </Alert>
  );
}
