/** /admin/events/edit/{id} (SPEC 2, 4): load the event, save in place; 'Event Saved!' for 4 s; the user stays here. */
import EventBusyIcon from "@mui/icons-material/EventBusy";
import Button from "@mui/material/Button";
import { eventUpdateSchema } from "@main-street/domain/event";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { LoadingState } from "../../components/LoadingState";
import { ApiError } from "../../lib/api-client";
import { useToast } from "../../lib/use-toast";
import { zodToFormikValidate } from "../../lib/zod-formik";
import { PrivatePageSeo, serverMessage } from "../auth";
import { useEventForEditing, useUpdateEvent } from "./api/use-event-mutations";
import { EditActions, EditScreen, SaveRefusal } from "./components/EditScreen";
import { EventFields } from "./components/EventFields";
import { eventFormValues, eventPayload, type EventFormValues } from "./forms/event-form";

export const SAVED_TOAST_MS = 4000;
const validate = zodToFormikValidate<EventFormValues>(eventUpdateSchema, (values) => eventPayload(values, true));

export function EditEventPage({ id }: { id: string }) {
  const event = useEventForEditing(id);
  const update = useUpdateEvent();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: EventFormValues) => {
    try {
      await update.mutateAsync({ id, input: eventPayload(values, true) });
      setRefusal(null);
      toast({
        variant: "success",
        title: "Event Saved!",
        message: "Your changes have been saved. You can continue editing.",
        autoHideDuration: SAVED_TOAST_MS,
      });
    } catch (error) {
      const message = serverMessage(error) ?? "Failed to update event";
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setRefusal(message);
      toast({ variant: "error", title: "Error", message });
    }
  };

  return (
    <EditScreen title="Edit Event">
      <PrivatePageSeo page="Edit Event" path={`/admin/events/edit/${id}`} />
      {event.isPending ? (
        <LoadingState text="Loading..." />
      ) : event.isError ? (
        <EmptyState
          icon={<EventBusyIcon />}
          title="Event Not Found"
          hint="The event you're looking for doesn't exist or has been removed"
        >
          <Button component={RouterLink} to="/admin?tab=events" variant="contained">
            Back to Events
          </Button>
        </EmptyState>
      ) : (
        <Formik initialValues={eventFormValues(event.data)} enableReinitialize validate={validate} onSubmit={save}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Edit event">
              <SaveRefusal message={refusal} />
              <EventFields mode="edit" disabled={isSubmitting} />
              <EditActions saving={isSubmitting} viewTo={`/events/${id}`} viewLabel="View This Event" />
            </Form>
          )}
        </Formik>
      )}
    </EditScreen>
  );
}
