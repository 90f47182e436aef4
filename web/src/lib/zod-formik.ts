/** Formik validation from the shared zod schemas (@main-street/domain), so the browser and API agree. */
import type { FormikErrors } from "formik";
import { setIn } from "formik";
import * as z from "zod/mini";

/**
 * Returns a Formik `validate` function. `toInput` maps form values to the API payload first
 * (e.g. checkbox arrays joined); errors keep the schema's field paths.
 */
export function zodToFormikValidate<Values extends object>(
  schema: z.core.$ZodType,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormikErrors<Values> {
  return (values) => {
    const result = z.safeParse(schema, toInput(values));
    if (result.success) return {};
    let errors: FormikErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      if (path && !hasError(errors, path)) errors = setIn(errors, path, issue.message) as FormikErrors<Values>;
    }
    return errors;
  };
}

function hasError(errors: object, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}
