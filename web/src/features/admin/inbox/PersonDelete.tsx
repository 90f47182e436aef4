/**
 * A privacy request: deletes every inbox item, submission and owner record of one address, after a confirmation.
 * A staff form, so Formik with the API's own schema (docs/decisions/0043).
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Form, Formik } from "formik";
import { useState } from "react";
import { personDeleteSchema } from "@main-street/domain/inbox";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { useDeletePerson } from "./use-inbox";

interface PersonValues {
  email: string;
}

const validate = zodToFormikValidate<PersonValues>(personDeleteSchema);

export function PersonDelete() {
  /** The address waiting for the confirmation, and how to clear the form once its data is gone. */
  const [confirming, setConfirming] = useState<{ email: string; clear: () => void } | null>(null);
  const remove = useDeletePerson();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const confirm = async () => {
    if (!confirming) return;
    const { email, clear } = confirming;
    try {
      const { deleted } = await remove.mutateAsync(email);
      toast({ variant: "success", title: `Deleted ${deleted} item${deleted === 1 ? "" : "s"} of ${email}` });
      clear();
    } catch (error) {
      handleError(error, { toast: { title: "Error deleting" }, signInAgain: true });
    }
    setConfirming(null);
  };
  return (
    <Box component="section" aria-labelledby="person-delete-title" sx={{ mt: 6 }}>
      <Typography id="person-delete-title" variant="h6" component="h3">
        Privacy request
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Delete everything one person sent: all their messages, sign-ups, proposals, ownership claims and listing
        changes. They stop owning any business, and listing histories no longer name them.
      </Typography>
      <Formik<PersonValues>
        initialValues={{ email: "" }}
        validate={validate}
        onSubmit={(values, form) => setConfirming({ email: values.email.trim(), clear: () => form.resetForm() })}
      >
        <Form noValidate aria-labelledby="person-delete-title">
          <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}>
            <FormikTextField size="small" type="email" name="email" label="E-mail address" required />
            <Button type="submit" color="error" variant="outlined">
              Delete their data
            </Button>
          </Box>
        </Form>
      </Formik>
      <ConfirmDeleteDialog
        what="person's data"
        name={confirming?.email ?? null}
        deleting={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
