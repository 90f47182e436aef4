/**
 * The repeat editor of the Add Event dialog and the Edit Event screen (docs/product.md#recurring-events): MUI
 * controls build the rule (no rule text to type), with the rule in plain English and the next 5 dates as a preview.
 * On the edit screen, single dates can be skipped or changed (time, place, note).
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Grid from "@mui/material/Grid";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { toIsoDate, todayInSiteZone, toLongDate } from "@main-street/domain/dates";
import { nextOccurrences } from "@main-street/domain/recurrence";
import {
  describeRepeatRule,
  MAX_COUNT,
  MAX_INTERVAL,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
} from "@main-street/domain/repeat-rule";
import { useFormikContext } from "formik";
import { useState } from "react";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { repeatRuleOf, type EventFormValues } from "../forms/event-form";
import { NativeSelectField } from "./NativeSelectField";

const UNITS = { WEEKLY: "weeks", MONTHLY: "months", YEARLY: "years" } as const;
const REPEATS = [
  ["none", "Does not repeat"],
  ["WEEKLY", "Weekly"],
  ["MONTHLY", "Monthly"],
  ["YEARLY", "Yearly"],
] as const;

const POSITIONS = [
  ["1", "First"],
  ["2", "Second"],
  ["3", "Third"],
  ["4", "Fourth"],
  ["-1", "Last"],
] as const;

/** The rule in words and its next dates, or why there are none. */
function usePreview(values: EventFormValues) {
  const rule = repeatRuleOf(values);
  const start = toIsoDate(values.date);
  if (!rule || !start) return null;
  if (rule.interval < 1 || rule.interval > MAX_INTERVAL) return { text: "", dates: [] as string[] };
  if (rule.count !== null && (rule.count < 1 || rule.count > MAX_COUNT)) return { text: "", dates: [] as string[] };
  const today = todayInSiteZone();
  const from = start > today ? start : today;
  const dates = nextOccurrences(start, rule, from, 5, new Set(values.exdates), rule.until ?? undefined);
  return { text: describeRepeatRule(rule, start, values.time), dates };
}

export function RepeatEditor({ disabled, editing }: { disabled: boolean; editing: boolean }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<EventFormValues>();
  const preview = usePreview(values);
  const ruleError = (errors as Record<string, unknown>).rrule;
  const repeating = values.repeat !== "none";
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Repeat
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NativeSelectField name="repeat" label="Repeats" fullWidth disabled={disabled} options={REPEATS} />
        </Grid>
        {repeating && values.repeat !== "none" && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormikTextField
              name="interval"
              label={`Every how many ${UNITS[values.repeat]}`}
              type="number"
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { min: 1, max: MAX_INTERVAL } }}
            />
          </Grid>
        )}
        {values.repeat === "WEEKLY" && (
          <Grid size={12}>
            <FormLabel id="repeat-weekdays-label">On these days</FormLabel>
            <ToggleButtonGroup
              aria-labelledby="repeat-weekdays-label"
              value={values.weekdays}
              onChange={(_e, days: Weekday[]) => void setFieldValue("weekdays", days)}
              size="small"
              disabled={disabled}
              sx={{ display: "flex", flexWrap: "wrap", mt: 0.5 }}
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton key={day} value={day} aria-label={WEEKDAY_NAMES[day]}>
                  {WEEKDAY_NAMES[day].slice(0, 3)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormHelperText>None chosen: the start date&apos;s weekday.</FormHelperText>
          </Grid>
        )}
        {values.repeat === "MONTHLY" && (
          <Grid size={12}>
            <FormControl disabled={disabled}>
              <FormLabel id="repeat-monthly-label">On</FormLabel>
              <RadioGroup
                aria-labelledby="repeat-monthly-label"
                name="monthlyBy"
                value={values.monthlyBy}
                onChange={(e) => void setFieldValue("monthlyBy", e.target.value)}
              >
                <FormControlLabel value="day" control={<Radio />} label="The start date's day of the month" />
                <FormControlLabel value="weekday" control={<Radio />} label="A weekday of the month" />
              </RadioGroup>
            </FormControl>
            {values.monthlyBy === "weekday" && (
              <NativeSelectField
                name="position"
                label="Which one (the start date's weekday)"
                disabled={disabled}
                sx={{ mt: 1, minWidth: 240 }}
                options={POSITIONS}
              />
            )}
          </Grid>
        )}
        {repeating && (
          <Grid size={12}>
            <FormControl disabled={disabled}>
              <FormLabel id="repeat-ends-label">Ends</FormLabel>
              <RadioGroup
                row
                aria-labelledby="repeat-ends-label"
                name="ends"
                value={values.ends}
                onChange={(e) => void setFieldValue("ends", e.target.value)}
              >
                <FormControlLabel value="never" control={<Radio />} label="Never" />
                <FormControlLabel value="on" control={<Radio />} label="On a date" />
                <FormControlLabel value="after" control={<Radio />} label="After a number of times" />
              </RadioGroup>
            </FormControl>
            {values.ends === "on" && (
              <FormikTextField
                name="until"
                label="Last date"
                type="date"
                disabled={disabled}
                helperText="Ending a series keeps its past dates in Past Events."
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            {values.ends === "after" && (
              <FormikTextField
                name="count"
                label="Number of times"
                type="number"
                disabled={disabled}
                slotProps={{ htmlInput: { min: 1, max: MAX_COUNT } }}
              />
            )}
          </Grid>
        )}
        {repeating && (
          <Grid size={12}>
            <Box role="status" aria-live="polite" data-testid="repeat-preview">
              {typeof ruleError === "string" && (submitCount > 0 || preview?.dates.length === 0) ? (
                <Typography color="error">{ruleError}</Typography>
              ) : preview ? (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{preview.text}</Typography>
                  {preview.dates.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Next: {preview.dates.map(toLongDate).join("; ")}
                    </Typography>
                  )}
                </>
              ) : (
                <Typography color="text.secondary">Choose the first date to see the series&apos; dates.</Typography>
              )}
            </Box>
          </Grid>
        )}
        {repeating && editing && <Exceptions disabled={disabled} />}
      </Grid>
    </Box>
  );
}

/** Skip or change single dates of the series (edit screen). */
function Exceptions({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  const rule = repeatRuleOf(values);
  const start = toIsoDate(values.date);
  const today = todayInSiteZone();
  const upcoming =
    rule && start && rule.interval >= 1
      ? nextOccurrences(
          start,
          rule,
          start > today ? start : today,
          12,
          new Set(values.exdates),
          rule.until ?? undefined,
        )
      : [];
  const [chosen, setChosen] = useState("");
  const date = upcoming.includes(chosen) ? chosen : (upcoming[0] ?? "");
  const changedIndex = values.overrides.findIndex((o) => o.date === date);
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Skip or change one date
      </Typography>
      {upcoming.length > 0 && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          <TextField
            id="exception-date"
            label="Date"
            select
            value={date}
            disabled={disabled}
            onChange={(e) => setChosen(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            {upcoming.map((d) => (
              <option key={d} value={d}>
                {toLongDate(d)}
              </option>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={disabled || !date}
            onClick={() => {
              void setFieldValue("exdates", [...values.exdates, date].sort());
              void setFieldValue(
                "overrides",
                values.overrides.filter((o) => o.date !== date),
              );
            }}
          >
            Skip this date
          </Button>
          <Button
            variant="outlined"
            disabled={disabled || !date || changedIndex >= 0}
            onClick={() =>
              void setFieldValue(
                "overrides",
                [...values.overrides, { date, time: values.time, location: values.location, note: "" }].sort((a, b) =>
                  a.date.localeCompare(b.date),
                ),
              )
            }
          >
            Change this date
          </Button>
        </Box>
      )}
      {values.exdates.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" id="skipped-dates-label">
            Skipped dates
          </Typography>
          <Box
            component="ul"
            aria-labelledby="skipped-dates-label"
            sx={{ display: "flex", gap: 1, flexWrap: "wrap", listStyle: "none", p: 0, m: 0, mt: 0.5 }}
          >
            {values.exdates.map((d) => (
              <li key={d}>
                <Chip
                  label={toLongDate(d)}
                  disabled={disabled}
                  onDelete={() =>
                    void setFieldValue(
                      "exdates",
                      values.exdates.filter((x) => x !== d),
                    )
                  }
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
      {values.overrides.map((o, i) => (
        <Box
          key={o.date}
          component="section"
          aria-label={`Changes for ${toLongDate(o.date)}`}
          sx={{ mt: 2, display: "grid", gap: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {toLongDate(o.date)}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <FormikTextField name={`overrides.${i}.time`} label="Time that day" disabled={disabled} max={60} />
            <FormikTextField name={`overrides.${i}.location`} label="Location that day" disabled={disabled} max={200} />
            <FormikTextField name={`overrides.${i}.note`} label="Note" disabled={disabled} max={200} />
            <Button
              disabled={disabled}
              onClick={() =>
                void setFieldValue(
                  "overrides",
                  values.overrides.filter((x) => x.date !== o.date),
                )
              }
            >
              Undo change
            </Button>
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
