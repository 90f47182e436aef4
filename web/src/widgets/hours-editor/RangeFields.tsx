/**
 * One day's opening ranges as time fields (opens, closes; a closing before the opening is the next day), with a
 * remove button per range and "Add a second range": the week grid's days and a special day's other hours.
 */
import AddIcon from "@mui/icons-material/Add";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MAX_RANGES_PER_DAY, rangeMinutes, type TimeRange } from "@main-street/domain/weekly-hours";

const ORDINALS = ["", ", second range", ", third range"];
const ADD_LABELS = ["", "Add a second range", "Add a third range"];

export interface RangeFieldsProps {
  /** Names the day in every field's accessible name ('Monday', 'Special day November 26'). */
  name: string;
  ranges: TimeRange[];
  /** The id of the day's problem message, when there is one. */
  problemId?: string;
  disabled?: boolean;
  onChange: (ranges: TimeRange[]) => void;
}

function passesMidnight(r: TimeRange): boolean {
  return Boolean(r.opens && r.closes) && rangeMinutes(r).closes > 1440;
}

export function RangeFields({ name, ranges, problemId, disabled, onChange }: RangeFieldsProps) {
  const setRange = (index: number, range: TimeRange) => onChange(ranges.map((r, i) => (i === index ? range : r)));
  return (
    <>
      {ranges.map((range, index) => (
        <Box key={index} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mt: 1.5 }}>
          {(["opens", "closes"] as const).map((field) => (
            <TextField
              key={field}
              type="time"
              size="small"
              label={field === "opens" ? "Opens" : "Closes"}
              value={range[field]}
              disabled={disabled}
              error={Boolean(problemId)}
              onChange={(e) => setRange(index, { ...range, [field]: e.target.value })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  step: 60,
                  "aria-label": `${name}${ORDINALS[index] ?? ""}, ${field}`,
                  "aria-describedby": problemId,
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
      {ranges.length < MAX_RANGES_PER_DAY && (
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
    </>
  );
}
