/** Name a district day (docs/product.md#district-days): its name, its date and whether to ask for access details. */
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useField } from "formik";
import { districtDayInputSchema } from "@main-street/domain/district-days";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { FormDialog } from "../components/FormDialog";
import { useNameDistrictDay } from "./use-district-days";

interface Values {
  name: string;
  date: string;
  askAccess: boolean;
}

const BLANK: Values = { name: "", date: "", askAccess: true };
const validate = zodToFormikValidate<Values>(districtDayInputSchema);

function AskAccess({ disabled }: { disabled: boolean }) {
  const [field] = useField<boolean>({ name: "askAccess", type: "checkbox" });
  return (
    <FormControlLabel
      control={<Checkbox {...field} disabled={disabled} />}
      label="Also ask owners whose listings report no access details to add them"
    />
  );
}

export function DistrictDayDialog({ onClose }: { onClose: () => void }) {
  const name = useNameDistrictDay();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const submit = async (values: Values) => {
    try {
      const day = await name.mutateAsync(values);
      const asked = day.asked === 1 ? "1 owner was" : `${day.asked} owners were`;
      toast({ variant: "success", title: "District day named", message: `${asked} e-mailed.` });
      return true;
    } catch (error) {
      handleError(error, { toast: { title: "Error naming the day" }, signInAgain: true });
      return false;
    }
  };
  return (
    <FormDialog
      open
      title="Name a District Day"
      submitLabel="Name the day and e-mail owners"
      initialValues={BLANK}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      {(saving) => (
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            Every owner is e-mailed with one-tap answers for their listing: open as usual, closed, or other hours. Until
            a listing has an answer, its page says &quot;Holiday hours not confirmed&quot; that day. Name the day a few
            weeks ahead.
          </Typography>
          <FormikTextField name="name" label="Name" required placeholder="Thanksgiving" disabled={saving} max={60} />
          <FormikTextField
            name="date"
            label="Date"
            type="date"
            required
            disabled={saving}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <AskAccess disabled={saving} />
        </Stack>
      )}
    </FormDialog>
  );
}
