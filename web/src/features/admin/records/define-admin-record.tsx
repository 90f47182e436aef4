/**
 * Binds a descriptor to the generic screens, so the registry can hold kinds of different record types side by side
 * and the dashboard and routes render them without knowing which kind they hold.
 */
import type { FormikValues } from "formik";
import type { ComponentType } from "react";
import { RecordsTab } from "../components/RecordsTab";
import { EditRecordPage } from "../EditRecordPage";
import type { RecordForm } from "../forms/record-form";
import type { AdminListable, AdminRecordConfig } from "./admin-record";

export interface AdminRecordEntry<Kind> {
  kind: Kind;
  /** The dashboard tab of the kind. */
  Tab: ComponentType;
  /** /admin/{collection}/edit/{id} */
  EditPage: ComponentType<{ id: string }>;
}

/** `kind` keeps the form's own kind type, so the tab ids are known to the type checker. */
export function defineAdminRecord<
  R extends AdminListable,
  Values extends FormikValues,
  Form extends RecordForm<R, Values>,
>(record: AdminRecordConfig<R, Values> & { form: Form }): AdminRecordEntry<Form["kind"]> {
  return {
    kind: record.form.kind,
    Tab: () => <RecordsTab record={record} />,
    EditPage: ({ id }) => <EditRecordPage record={record} id={id} />,
  };
}
