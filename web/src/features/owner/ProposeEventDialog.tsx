/**
 * "Propose an event" for one of the owner's businesses (docs/product.md#host-business): a Formik form checked with
 * the API's schema, sent to the staff inbox as an event proposal linked to the business. Staff approve it into the
 * calendar, with the business as its host.
 */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { Form, Formik } from "formik";
import { useId } from "react";
import type { Business } from "@main-street/domain/business";
import { LIMITS } from "@main-street/domain/fields";
import { ownerEventProposalSchema, type OwnerEventProposalInput } from "@main-street/domain/proposals";
import { FormikTextField } from "../../components/form/FormikTextField";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast } from "../../lib/use-toast";
import { zodToFormikValidate } from "../../lib/zod-formik";
import { useProposeEvent } from "./api";

type Values = Required<{ [K in keyof OwnerEventProposalInput]: string }>;

const BLANK: Values = { title: "", description: "", date: "", time: "", location: "", phone: "" };
const validate = zodToFormikValidate<Values>(ownerEventProposalSchema);

export function ProposeEventDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const titleId = useId();
  const propose = useProposeEvent(business.id);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={BLANK}
        validate={validate}
        onSubmit={async (values, form) => {
          try {
            await propose.mutateAsync(values);
            toast({ variant: "success", title: "Event proposed", message: "The Main Street office will be in touch." });
            onClose();
          } catch (error) {
            handleError(error, { toast: { title: "Your proposal could not be sent" }, form });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>Propose an event at {business.name}</DialogTitle>
            <DialogContent dividers>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                The office reviews every proposal; once approved, the event shows on your business's page.
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <FormikTextField name="title" label="Event title" required fullWidth max={LIMITS.title} />
                </Grid>
                <Grid size={12}>
                  <FormikTextField
                    name="description"
                    label="Description"
                    required
                    fullWidth
                    multiline
                    minRows={3}
                    max={LIMITS.message}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormikTextField
                    name="date"
                    label="Date"
                    type="date"
                    required
                    fullWidth
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormikTextField name="time" label="Time" placeholder="e.g. 6:00 PM" fullWidth max={60} />
                </Grid>
                <Grid size={12}>
                  <FormikTextField
                    name="location"
                    label="Location"
                    helperText={`Leave empty for ${business.address || business.name}`}
                    fullWidth
                    max={LIMITS.shortText}
                  />
                </Grid>
                <Grid size={12}>
                  <FormikTextField name="phone" label="Phone" type="tel" fullWidth max={LIMITS.phone} />
                </Grid>
              </Grid>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? "Sending..." : "Send proposal"}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
