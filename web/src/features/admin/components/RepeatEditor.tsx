/**
 * The repeat editor of the Add Event dialog and the Edit Event screen (docs/product.md#recurring-events): MUI
 * controls build the rule (no rule text to type), with the rule in plain English, the first date when the rule
 * moves it, and the next 5 dates as a preview; single dates are skipped, changed or moved there too
 * (SeriesExceptions.tsx), in the Add Event dialog as on the edit screen.
 */
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Grid from "@mui/material/Grid";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { toIsoDate, todayInSiteZone, toLongDate } from "@main-street/domain/dates";
import {
  describeRepeatRule,
  MAX_COUNT,
  MAX_INTERVAL,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
} from "@main-street/domain/repeat-rule";
import { useFormikContext } from "formik";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { exceptionsInWords } from "@main-street/domain/series-view";
import { formSeries, repeatRuleOf, type EventFormValues } from "../forms/event-form";
import { NativeSelectField } from "./NativeSelectField";
import { SeriesExceptions } from "./SeriesExceptions";

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

/** The rule in words and its next dates (the days they happen on), or why there are none. */
function usePreview(values: EventFormValues) {
  const rule = repeatRuleOf(values);
  const start = toIsoDate(values.date);
  if (!rule || !start) return null;
  const series = formSeries(values);
  if (!series) return { text: "", dates: [] as string[], first: start, exceptions: "" };
  const dates = series.next(todayInSiteZone(), 5).map((d) => d.day);
  const exceptions = exceptionsInWords({
    skipped: values.exdates,
    changed: values.overrides,
    extra: values.rdates,
    paused: values.pauses,
  });
  return { text: describeRepeatRule(rule, series.start, values.time), dates, first: series.start, exceptions };
}

export function RepeatEditor({ disabled }: { disabled: boolean }) {
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
              <Box sx={{ mt: 1 }}>
                <FormLabel id="repeat-positions-label">
                  Which weeks of the month (the start date&apos;s weekday)
                </FormLabel>
                <ToggleButtonGroup
                  aria-labelledby="repeat-positions-label"
                  value={values.positions}
                  onChange={(_e, positions: string[]) => void setFieldValue("positions", positions)}
                  size="small"
                  disabled={disabled}
                  sx={{ display: "flex", flexWrap: "wrap", mt: 0.5 }}
                >
                  {POSITIONS.map(([value, label]) => (
                    <ToggleButton key={value} value={value}>
                      {label}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <FormHelperText>&quot;First and third&quot; repeats twice a month.</FormHelperText>
              </Box>
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
                  {preview.first !== toIsoDate(values.date) && (
                    <Typography variant="body2">
                      The repeat&apos;s first date is {toLongDate(preview.first)}: the series starts there.
                    </Typography>
                  )}
                  {preview.exceptions && <Typography variant="body2">{preview.exceptions}</Typography>}
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
        {/* On the first save too: a series is often announced with its skipped and moved dates. */}
        {repeating && <SeriesExceptions disabled={disabled} />}
      </Grid>
    </Box>
  );
}
