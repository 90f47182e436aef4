/** Add or change a calendar to import (docs/product.md#importing-calendars): its address, host, category and mode. */
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { useField } from "formik";
import {
  CALENDAR_MODES,
  calendarSourceInputSchema,
  type CalendarMode,
  type CalendarSource,
  type CalendarSourceInput,
} from "@main-street/domain/calendar-sources";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { FormDialog } from "../components/FormDialog";
import { HostBusinessField } from "../components/HostBusinessField";
import { useSaveCalendarSource } from "./use-calendar-sources";

interface Values {
  address: string;
  hostBusinessId: string;
  category: string;
  mode: CalendarMode;
}

const BLANK: Values = { address: "", hostBusinessId: "", category: "", mode: "inbox" };
const validate = zodToFormikValidate<Values>(calendarSourceInputSchema);

function ModeField({ disabled }: { disabled: boolean }) {
  const [field] = useField<CalendarMode>("mode");
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="calendar-mode-label">New events</FormLabel>
      <RadioGroup {...field} aria-labelledby="calendar-mode-label" aria-describedby="calendar-mode-help">
        {Object.entries(CALENDAR_MODES).map(([value, label]) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      <FormHelperText id="calendar-mode-help">
        Only publish automatically a calendar the Main Street office trusts; the inbox lets staff approve each new
        event.
      </FormHelperText>
    </FormControl>
  );
}

/** `source` is the one being changed; absent, a new one is added. */
export function CalendarSourceDialog({ source, onClose }: { source?: CalendarSource; onClose: () => void }) {
  const save = useSaveCalendarSource();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const initial: Values = source
    ? { address: source.address, hostBusinessId: source.hostBusinessId, category: source.category, mode: source.mode }
    : BLANK;
  const submit = async (input: CalendarSourceInput) => {
    try {
      await save.mutateAsync({ id: source?.id, input });
      toast({ variant: "success", title: source ? "Calendar saved" : "Calendar added" });
      return true;
    } catch (error) {
      handleError(error, { toast: { title: "Error saving the calendar" }, signInAgain: true });
      return false;
    }
  };
  return (
    <FormDialog
      open
      title={source ? "Edit Calendar" : "Add Calendar"}
      submitLabel={source ? "Save Calendar" : "Add Calendar"}
      initialValues={initial}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      {(saving) => (
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormikTextField
            name="address"
            label="Calendar address"
            required
            disabled={saving}
            placeholder="https://calendar.example.com/events.ics"
            helperText="The calendar's public .ics address (a webcal:// link works too)"
            max={2000}
          />
          <HostBusinessField disabled={saving} />
          <FormikTextField name="category" label="Default category" placeholder="Festival" disabled={saving} max={60} />
          <ModeField disabled={saving} />
        </Stack>
      )}
    </FormDialog>
  );
}
