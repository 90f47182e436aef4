/**
 * "Want to Host an Event?": the public event proposal form (docs/product.md#proposals). Stored for the staff inbox
 * only; nothing is public until an admin approves it. Renders on the server (no window access), and says that
 * sending needs JavaScript when it is off.
 */
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { LIMITS } from "@main-street/domain/limits";
import { api } from "@main-street/domain/paths";
import { PROPOSAL_THANKS } from "@main-street/domain/proposals";
import { FormField } from "../../../components/form/FormField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { SendButton } from "../../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../../components/form/use-public-form";

/** The business the proposal names as its host (docs/product.md#host-business). */
export interface ProposalHost {
  id: string;
  name: string;
}

export function ProposalForm({ host }: { host?: ProposalHost }) {
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/proposals").then((module) => module.eventProposalSchema),
    action: api.eventProposals.href(),
    sentToast: { variant: "success", title: "Proposal sent!", message: PROPOSAL_THANKS },
    failureToast: { title: "Error sending proposal", fallback: "Please try again later." },
  });

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, mt: 4, maxWidth: 760, mx: "auto", textAlign: "left" }}>
      <Typography variant="h5" component="h3" id="proposal-form-title" gutterBottom>
        Propose an event
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Our staff read every proposal and will contact you. Approved events appear on this page.
      </Typography>
      <Box component="form" aria-labelledby="proposal-form-title" {...formProps}>
        <FieldErrorsProvider value={errors}>
          <HoneypotField formId="proposal" />
          {host && (
            <Typography sx={{ mb: 2 }}>
              <input type="hidden" name="hostBusinessId" value={host.id} />
              Hosted at {host.name}: staff will see the proposal linked to it.
            </Typography>
          )}
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <FormField name="title" label="Event title" required max={LIMITS.title} />
            </Grid>
            <Grid size={12}>
              <FormField name="description" label="Description" required multiline minRows={4} max={LIMITS.message} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField name="date" label="Date" type="date" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField name="time" label="Time" placeholder="e.g. 6:00 PM" max={60} />
            </Grid>
            <Grid size={12}>
              <FormField name="location" label="Location" required max={LIMITS.shortText} />
            </Grid>
            <Grid size={12}>
              <FormField name="organizerName" label="Organiser name" required max={LIMITS.name} autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField name="email" label="Email" type="email" required max={LIMITS.email} autoComplete="email" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField name="phone" label="Phone" type="tel" max={LIMITS.phone} autoComplete="tel" />
            </Grid>
          </Grid>
          <SendButton sending={sending} label="Send Proposal" busyLabel="Sending..." />
        </FieldErrorsProvider>
      </Box>
    </Paper>
  );
}
