/** 'Add Business', 'Add Event', …: the kind's fields, checked with its input schema; '… created successfully!'. */
import type { FormikValues } from "formik";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { useCreateRecord } from "../api/use-record-mutations";
import { addValidation } from "../forms/record-form";
import { recordTexts } from "../forms/record-texts";
import type { AdminListable, AdminRecordConfig } from "../records/admin-record";
import { FormDialog } from "./FormDialog";

export function AddRecordDialog<R extends AdminListable, Values extends FormikValues>({
  record,
  open,
  onClose,
  initialValues,
  onCreated,
}: {
  record: AdminRecordConfig<R, Values>;
  open: boolean;
  onClose: () => void;
  /** Prefilled values (an approved event proposal); the kind's blank form otherwise. */
  initialValues?: Values;
  /** After the record is saved; handles its own errors. */
  onCreated?: (record: R) => Promise<void>;
}) {
  const { form, Fields } = record;
  const texts = recordTexts(form.kind);
  const create = useCreateRecord<R>(form.kind);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const submit = async (values: Values) => {
    try {
      const created = await create.mutateAsync(form.addPayload(values));
      toast({ variant: "success", title: texts.created });
      await onCreated?.(created);
      return true;
    } catch (error) {
      handleError(error, { toast: { title: texts.createFailed } });
      return false;
    }
  };
  return (
    <FormDialog
      open={open}
      title={texts.add}
      submitLabel={texts.create}
      initialValues={initialValues ?? form.blank}
      validate={addValidation(form)}
      onSubmit={submit}
      onClose={onClose}
    >
      {(saving) => <Fields mode="add" disabled={saving} />}
    </FormDialog>
  );
}
