/**
 * /admin/{collection}/edit/{id} (docs/product.md#edit-screens): loads the record, saves in place, '… Saved!' for
 * 4 s, and the admin stays here. A refusal by the server stays on the page as well as in the toast.
 */
import Button from "@mui/material/Button";
import { Form, Formik, type FormikValues } from "formik";
import { useState } from "react";
import { pages } from "@main-street/domain/paths";
import { Link as RouterLink } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { useApiErrorHandler } from "../../lib/use-api-error-handler";
import { useToast } from "../../lib/use-toast";
import { PrivatePageSeo } from "../../widgets/auth";
import { useUpdateRecord } from "./api/use-record-mutations";
import { useRecordForEditing } from "./queries";
import { EditActions, EditScreen, SaveRefusal } from "./components/EditScreen";
import { editValidation } from "./forms/record-form";
import { recordTexts } from "./forms/record-texts";
import { adminEditPath, type AdminListable, type AdminRecordConfig } from "./records/admin-record";

const SAVED_TOAST_MS = 4000;

interface Props<R extends AdminListable, Values extends FormikValues> {
  record: AdminRecordConfig<R, Values>;
}

function EditForm<R extends AdminListable, Values extends FormikValues>({
  record,
  stored,
}: Props<R, Values> & { stored: R }) {
  const { form, Fields } = record;
  const texts = recordTexts(form.kind);
  const update = useUpdateRecord<R>(form.kind);
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: Values) => {
    try {
      await update.mutateAsync({ id: stored.id, payload: form.editPayload(values, stored) });
      setRefusal(null);
      toast({
        variant: "success",
        title: texts.saved,
        message: "Your changes have been saved. You can continue editing.",
        autoHideDuration: SAVED_TOAST_MS,
      });
    } catch (error) {
      handleError(error, { toast: { title: "Error", fallback: texts.saveFailed }, onRefused: setRefusal });
    }
  };

  return (
    <Formik
      initialValues={form.fromRecord(stored)}
      enableReinitialize
      validate={editValidation(form, stored)}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={texts.editForm}>
          <SaveRefusal message={refusal} />
          <Fields mode="edit" disabled={isSubmitting} record={stored} />
          <EditActions saving={isSubmitting} viewTo={record.publicPath(stored.id)} viewLabel={texts.view} />
        </Form>
      )}
    </Formik>
  );
}

export function EditRecordPage<R extends AdminListable, Values extends FormikValues>({
  record,
  id,
}: Props<R, Values> & { id: string }) {
  const { kind } = record.form;
  const texts = recordTexts(kind);
  const stored = useRecordForEditing<R>(kind, id);
  return (
    <EditScreen title={texts.edit}>
      <PrivatePageSeo page={texts.edit} path={adminEditPath(kind, id)} />
      <QueryContent
        query={stored}
        loading={<LoadingState text="Loading..." />}
        failedTitle={texts.loadFailed}
        notFound={
          <EmptyState icon={record.notFoundIcon} title={texts.notFound} hint={record.notFoundHint}>
            <Button component={RouterLink} to={pages.admin.href({ tab: kind.collection })} variant="contained">
              {texts.backToList}
            </Button>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <EditForm record={record} stored={data} />
            {record.EditExtras && <record.EditExtras record={data} />}
          </>
        )}
      </QueryContent>
    </EditScreen>
  );
}
