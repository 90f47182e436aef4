import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ALL_DAY, isAllDay, type TimeRange } from "@main-street/domain/weekly-hours";
import { RangeFields } from "./RangeFields";

type Mode = "closed" | "open" | "all-day";
export const NEW_RANGE: TimeRange = { opens: "09:00", closes: "17:00" };

export interface DayHoursRowProps {
  id: string;
  name: string;
  /** The day as its fields are named, when `name` alone would repeat another editor's ('Summer hours, Monday'). */
  fieldName?: string;
  ranges: TimeRange[];
  problem?: string;
  disabled?: boolean;
  /** Names the days that "Copy" fills, e.g. 'Tuesday–Sunday'; absent on the last day. */
  copyTargets?: string;
  onChange: (ranges: TimeRange[]) => void;
  onCopy: () => void;
}

function modeOf(ranges: TimeRange[]): Mode {
  if (ranges.length === 0) return "closed";
  return isAllDay(ranges) ? "all-day" : "open";
}

export function DayHoursRow({
  id,
  name: shownName,
  fieldName,
  ranges,
  problem,
  disabled,
  copyTargets,
  onChange,
  onCopy,
}: DayHoursRowProps) {
  const name = fieldName ?? shownName;
  const mode = modeOf(ranges);
  const problemId = `${id}-problem`;
  const setMode = (next: Mode) => onChange(next === "closed" ? [] : next === "all-day" ? [ALL_DAY] : [NEW_RANGE]);
  return (
    <Box role="group" aria-labelledby={`${id}-name`} sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Typography id={`${id}-name`} sx={{ fontWeight: 700, minWidth: 96 }}>
          {shownName}
        </Typography>
        <TextField
          select
          size="small"
          label="Hours"
          value={mode}
          disabled={disabled}
          onChange={(e) => setMode(e.target.value as Mode)}
          slotProps={{ select: { native: true }, htmlInput: { "aria-label": `${name} hours` } }}
        >
          <option value="closed">Closed</option>
          <option value="open">Open</option>
          <option value="all-day">Open 24 hours</option>
        </TextField>
        {copyTargets && (
          <IconButton
            size="small"
            onClick={onCopy}
            disabled={disabled}
            aria-label={`Copy ${name}'s hours to ${copyTargets}`}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {mode === "open" && (
        <RangeFields
          name={name}
          ranges={ranges}
          problemId={problem ? problemId : undefined}
          disabled={disabled}
          onChange={onChange}
        />
      )}
      {problem && (
        <FormHelperText error id={problemId}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
