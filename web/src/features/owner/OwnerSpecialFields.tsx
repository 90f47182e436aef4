/** The owner's edit screen's special days, seasons and access details (docs/product.md#hours, #access). */
import { useFormikContext } from "formik";
import { AccessEditor } from "../../widgets/access-editor";
import { SpecialHoursField } from "../../widgets/hours-editor";
import { flatErrors } from "../../lib/flat-errors";
import type { OwnerFormValues } from "./revision-form";

/** Special days, seasons and access details: each row shows its own messages once the form was sent. */
export function SpecialAndAccess({ saving }: { saving: boolean }) {
  const { values, errors, setFieldValue, submitCount } = useFormikContext<OwnerFormValues>();
  const shown = submitCount > 0 ? flatErrors(errors) : {};
  const accessProblems = Object.fromEntries(
    Object.entries(shown).flatMap(([path, message]) =>
      path.startsWith("access.") ? [[path.slice("access.".length), message]] : [],
    ),
  );
  return (
    <>
      <SpecialHoursField disabled={saving} shown={shown} />
      <AccessEditor
        value={values.access}
        onChange={(access) => void setFieldValue("access", access)}
        problems={accessProblems}
        disabled={saving}
      />
    </>
  );
}
