import TextField from "@mui/material/TextField";
import { toLongDate } from "@main-street/domain/dates";

/** A choice among a series' dates, each written out in full (a native select: quick to key through). */
export function DateSelect({
  id,
  label,
  value,
  dates,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** Each option's value and the day it is shown as. */
  dates: { value: string; day: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      select
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      {dates.map((d) => (
        <option key={d.value} value={d.value}>
          {toLongDate(d.day)}
        </option>
      ))}
    </TextField>
  );
}
