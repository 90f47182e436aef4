/** 'Add Business' (SPEC 2): name and category are required; 'Business created successfully!' on success. */
import { businessInputSchema } from "@main-street/domain/business";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useCreateBusiness } from "../api/use-business-mutations";
import { BLANK_BUSINESS, newBusinessPayload, type BusinessFormValues } from "../forms/business-form";
import { useFailureToast } from "../../auth";
import { BusinessFields } from "./BusinessFields";
import { FormDialog } from "./FormDialog";

const validate = zodToFormikValidate<BusinessFormValues>(businessInputSchema, newBusinessPayload);

export function AddBusinessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateBusiness();
  const toast = useToast();
  const failed = useFailureToast();
  const submit = async (values: BusinessFormValues) => {
    try {
      await create.mutateAsync(newBusinessPayload(values));
      toast({ variant: "success", title: "Business created successfully!" });
      return true;
    } catch (error) {
      failed(error, "Error creating business");
      return false;
    }
  };
  return (
    <FormDialog
      open={open}
      title="Add Business"
      submitLabel="Create Business"
      initialValues={BLANK_BUSINESS}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      {(saving) => <BusinessFields mode="add" disabled={saving} />}
    </FormDialog>
  );
}
