import AddIcon from "@mui/icons-material/Add";
import CloseIcon from "@mui/icons-material/Close";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ALL_DAY, isAllDay, MAX_RANGES_PER_DAY, rangeMinutes, type TimeRange } from "@main-street/domain/weekly-hours";

type Mode = "closed" | "open" | "all-day";
const NEW_RANGE: TimeRange = { opens: "09:00", closes: "17:00" };
const ORDINALS = ["", ", second range", ", third range"];
const ADD_LABELS = ["", "Add a second range", "Add a third range"];

export interface DayHoursRowProps {
  id: string;
  name: string;
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

function passesMidnight(r: TimeRange): boolean {
  return Boolean(r.opens && r.closes) && rangeMinutes(r).closes > 1440;
}

export function DayHoursRow({ id, name, ranges, problem, disabled, copyTargets, onChange, onCopy }: DayHoursRowProps) {
  const mode = modeOf(ranges);
  const problemId = `${id}-problem`;
  const setMode = (next: Mode) => onChange(next === "closed" ? [] : next === "all-day" ? [ALL_DAY] : [NEW_RANGE]);
  const setRange = (index: number, range: TimeRange) => onChange(ranges.map((r, i) => (i === index ? range : r)));
  return (
    <Box role="group" aria-labelledby={`${id}-name`} sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Typography id={`${id}-name`} sx={{ fontWeight: 700, minWidth: 96 }}>
          {name}
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
      {mode === "open" &&
        ranges.map((range, index) => (
          <Box key={index} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mt: 1.5 }}>
            {(["opens", "closes"] as const).map((field) => (
              <TextField
                key={field}
                type="time"
                size="small"
                label={field === "opens" ? "Opens" : "Closes"}
                value={range[field]}
                disabled={disabled}
                error={Boolean(problem)}
                onChange={(e) => setRange(index, { ...range, [field]: e.target.value })}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    step: 60,
                    "aria-label": `${name}${ORDINALS[index] ?? ""}, ${field}`,
                    "aria-describedby": problem ? problemId : undefined,
                  },
                }}
              />
            ))}
            {passesMidnight(range) && <Typography variant="body2">closes the next day</Typography>}
            {ranges.length > 1 && (
              <IconButton
                size="small"
                disabled={disabled}
                onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                aria-label={`Remove ${name}${ORDINALS[index] ?? ""}`}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      {mode === "open" && ranges.length < MAX_RANGES_PER_DAY && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => onChange([...ranges, { opens: "", closes: "" }])}
          sx={{ mt: 1 }}
          aria-label={`${ADD_LABELS[ranges.length]} on ${name}`}
        >
          {ADD_LABELS[ranges.length]}
        </Button>
      )}
      {problem && (
        <FormHelperText error id={problemId}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
