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
import { PROPOSAL_THANKS, eventProposalSchema, type EventProposalInput } from "@main-street/domain/proposals";
import { HONEYPOT_FIELD } from "@main-street/domain/submissions";
import { Formik, type FormikHelpers } from "formik";
import { FormikTextField } from "../../components/form/FormikTextField";
import { HoneypotField } from "../../components/form/HoneypotField";
import { SendButton } from "../../components/form/SendButton";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast } from "../../lib/use-toast";
import { zodToFormikValidate } from "../../lib/zod-formik";
import { useSendProposal } from "./use-send-proposal";

type Values = Record<keyof EventProposalInput | typeof HONEYPOT_FIELD, string>;

const EMPTY: Values = {
  title: "",
  description: "",
  date: "",
  time: "",
  location: "",
  organizerName: "",
  email: "",
  phone: "",
  [HONEYPOT_FIELD]: "",
};
const validate = zodToFormikValidate<Values>(eventProposalSchema);

export function ProposalForm() {
  const toast = useToast();
  const send = useSendProposal();
  const handleError = useApiErrorHandler();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await send.mutateAsync(values);
      toast({ variant: "success", title: "Proposal sent!", message: PROPOSAL_THANKS });
      helpers.resetForm();
    } catch (error) {
      handleError(error, {
        toast: { title: "Error sending proposal", fallback: "Please try again later." },
        form: helpers,
      });
    }
  };

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, mt: 4, maxWidth: 760, mx: "auto", textAlign: "left" }}>
      <Typography variant="h5" component="h3" id="proposal-form-title" gutterBottom>
        Propose an event
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Our staff read every proposal and will contact you. Approved events appear on this page.
      </Typography>
      <noscript>
        <Typography component="p" sx={{ mb: 2, fontWeight: 600 }}>
          Sending this form needs JavaScript. Please turn it on, or contact us from the contact page.
        </Typography>
      </noscript>
      <Formik initialValues={EMPTY} validate={validate} onSubmit={submit}>
        {(formik) => (
          <Box component="form" noValidate aria-labelledby="proposal-form-title" onSubmit={formik.handleSubmit}>
            <HoneypotField formId="proposal" />
            <Grid container spacing={2.5}>
              <Grid size={12}>
                <FormikTextField name="title" label="Event title" required max={LIMITS.title} />
              </Grid>
              <Grid size={12}>
                <FormikTextField
                  name="description"
                  label="Description"
                  required
                  multiline
                  minRows={4}
                  max={LIMITS.message}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField
                  name="date"
                  label="Date"
                  type="date"
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                  helperText=" "
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="time" label="Time" placeholder="e.g. 6:00 PM" max={60} />
              </Grid>
              <Grid size={12}>
                <FormikTextField name="location" label="Location" required max={LIMITS.shortText} />
              </Grid>
              <Grid size={12}>
                <FormikTextField
                  name="organizerName"
                  label="Organiser name"
                  required
                  max={LIMITS.name}
                  autoComplete="name"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField
                  name="email"
                  label="Email"
                  type="email"
                  required
                  max={LIMITS.email}
                  autoComplete="email"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="phone" label="Phone" type="tel" max={LIMITS.phone} autoComplete="tel" />
              </Grid>
            </Grid>
            <SendButton sending={formik.isSubmitting} label="Send Proposal" busyLabel="Sending..." />
          </Box>
        )}
      </Formik>
    </Paper>
  );
}
