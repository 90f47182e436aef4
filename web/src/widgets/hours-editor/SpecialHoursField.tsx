/**
 * The special hours editor bound to a form's `exceptions`, `seasons` and `week` (the staff and owner edit screens):
 * each row shows its own messages, those the form shows and dates that have passed.
 */
import { useFormikContext } from "formik";
import { todayInSiteZone } from "@main-street/domain/dates";
import { SpecialHoursEditor } from "./SpecialHoursEditor";
import { specialHoursProblems, type SpecialHoursValues } from "./special-form";
import { fromWeekGrid, type WeekGrid } from "./week-grid";

export interface SpecialHoursFieldProps {
  disabled: boolean;
  /** The form's messages by path ('exceptions.1.date') that are shown now. */
  shown: Record<string, string>;
}

export function SpecialHoursField({ disabled, shown }: SpecialHoursFieldProps) {
  const { values, setFieldValue } = useFormikContext<SpecialHoursValues & { week: WeekGrid }>();
  const problems = specialHoursProblems(values, todayInSiteZone(), shown);
  return (
    <SpecialHoursEditor
      exceptions={values.exceptions}
      onExceptionsChange={(list) => void setFieldValue("exceptions", list)}
      seasons={values.seasons}
      onSeasonsChange={(list) => void setFieldValue("seasons", list)}
      week={fromWeekGrid(values.week)}
      exceptionProblems={problems.exceptions}
      seasonProblems={problems.seasons}
      disabled={disabled}
    />
  );
}
