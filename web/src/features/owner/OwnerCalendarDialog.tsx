/**
 * "Import from your calendar" for one of the owner's businesses (docs/product.md#importing-calendars): the address
 * of the business's own calendar, whose events are imported every hour and sent to the staff inbox, which publishes
 * them with the business as their host. One calendar per business; Stop importing removes it.
 */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { Form, Formik } from "formik";
import { useId } from "react";
import type { Business } from "@main-street/domain/business";
import { ownerCalendarSchema, type CalendarSource } from "@main-street/domain/calendar-sources";
import { FormikTextField } from "../../components/form/FormikTextField";
import { formatDate } from "../../lib/format-date";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast } from "../../lib/use-toast";
import { zodToFormikValidate } from "../../lib/zod-formik";
import { useSetOwnerCalendar } from "./calendar-api";
import { useOwnerCalendar } from "./queries";

const validate = zodToFormikValidate<{ address: string }>(ownerCalendarSchema);

function lastRun(source: CalendarSource): string {
  const run = source.lastRun;
  if (!run) return "Not imported yet: the next hourly import reads it.";
  if (run.error) return `The last import, ${formatDate(run.at)}, failed: ${run.error}`;
  return `Last imported ${formatDate(run.at)}: ${run.inbox} sent to the office for review.`;
}

export function OwnerCalendarDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const titleId = useId();
  const calendar = useOwnerCalendar(business.id);
  const save = useSetOwnerCalendar(business.id);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const stop = async () => {
    try {
      await save.mutateAsync(null);
      toast({ variant: "success", title: "Calendar removed" });
    } catch (error) {
      handleError(error, { toast: { title: "The calendar could not be removed" } });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={{ address: calendar.data?.address ?? "" }}
        enableReinitialize
        validate={validate}
        onSubmit={async ({ address }, form) => {
          try {
            await save.mutateAsync(address);
            toast({ variant: "success", title: "Calendar saved", message: "Its events go to the office for review." });
          } catch (error) {
            handleError(error, { toast: { title: "The calendar could not be saved" }, form });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>Import from your calendar: {business.name}</DialogTitle>
            <DialogContent dividers>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Paste your calendar's public address (Google Calendar, Outlook, your booking site). Its events are read
                every hour and sent to the Main Street office, which publishes them with your business as their host.
              </Typography>
              <FormikTextField
                name="address"
                label="Calendar address"
                required
                fullWidth
                disabled={isSubmitting || calendar.isLoading}
                placeholder="https://calendar.example.com/events.ics"
                max={2000}
              />
              {calendar.isError && (
                <Typography role="alert" sx={{ mt: 2 }}>
                  Your calendar could not be loaded. Please try again.
                </Typography>
              )}
              {calendar.data && (
                <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
                  {lastRun(calendar.data)}
                </Typography>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              {calendar.data && (
                <Button color="error" disabled={save.isPending} onClick={() => void stop()} sx={{ mr: "auto" }}>
                  Stop importing
                </Button>
              )}
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : "Save calendar"}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
