/** 'Add Event' (SPEC 2): title, description and date are required; 'Event created successfully!' on success. */
import { eventInputSchema } from "@main-street/domain/event";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useCreateEvent } from "../api/use-event-mutations";
import { BLANK_EVENT, eventPayload, type EventFormValues } from "../forms/event-form";
import { useFailureToast } from "../../auth";
import { EventFields } from "./EventFields";
import { FormDialog } from "./FormDialog";

const validate = zodToFormikValidate<EventFormValues>(eventInputSchema, (values) => eventPayload(values, false));

export function AddEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateEvent();
  const toast = useToast();
  const failed = useFailureToast();
  const submit = async (values: EventFormValues) => {
    try {
      await create.mutateAsync(eventPayload(values, false));
      toast({ variant: "success", title: "Event created successfully!" });
      return true;
    } catch (error) {
      failed(error, "Error creating event");
      return false;
    }
  };
  return (
    <FormDialog
      open={open}
      title="Add Event"
      submitLabel="Create Event"
      initialValues={BLANK_EVENT}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      {(saving) => <EventFields mode="add" disabled={saving} />}
    </FormDialog>
  );
}
