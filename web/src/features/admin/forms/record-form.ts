/**
 * The pure half of an admin record descriptor: the kind (packages/domain/src/records.ts) and how the add dialog's and
 * edit screen's form values map to and from the API. The screens are built from it in records/define-admin-record.tsx.
 */
import type { RecordKind } from "@main-street/domain/records";
import { getIn, setIn, type FormikErrors, type FormikValues } from "formik";
import { zodToFormikValidate } from "../../../lib/zod-formik";

export interface RecordForm<R, Values extends FormikValues> {
  kind: RecordKind;
  /** The add dialog's values, on every open (docs/product.md#admin). */
  blank: Values;
  /** The edit screen's values for the record as stored. */
  fromRecord(record: R): Values;
  /** The add dialog's payload, checked with the kind's input schema. */
  addPayload(values: Values): object;
  /** The edit screen's payload, checked with the kind's update schema; `stored` is the record as loaded. */
  editPayload(values: Values, stored: R): object;
  /** The edit screen's checks the schema can't make (they need the clock): messages by field path. */
  check?(values: Values): Record<string, string>;
}

/** The add dialog's validation: the same schema the API checks the payload with. */
export function addValidation<R, Values extends FormikValues>(form: RecordForm<R, Values>) {
  return zodToFormikValidate<Values>(form.kind.inputSchema, (values) => form.addPayload(values));
}

/** The edit screen's validation for the record as loaded: the schema's, then the form's own checks. */
export function editValidation<R, Values extends FormikValues>(form: RecordForm<R, Values>, stored: R) {
  const schema = zodToFormikValidate<Values>(form.kind.updateSchema, (values) => form.editPayload(values, stored));
  return (values: Values): FormikErrors<Values> => {
    let errors = schema(values);
    for (const [path, message] of Object.entries(form.check?.(values) ?? {})) {
      if (getIn(errors, path) === undefined) errors = setIn(errors, path, message) as FormikErrors<Values>;
    }
    return errors;
  };
}
