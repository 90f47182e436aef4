/**
 * Single dates of a series, in the Add Event dialog and on the Edit Event screen (docs/product.md#recurring-events):
 * skip a date, change its time, place or note, move it to another day, add extra dates, and pause the series between
 * two dates. Each edit is form state, saved with the event; the repeat preview shows its effect at once.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { todayInSiteZone, toLongDate } from "@main-street/domain/dates";
import type { EventOverride } from "@main-street/domain/event";
import { useFormikContext } from "formik";
import { useState } from "react";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { formSeries, type EventFormValues } from "../forms/event-form";
import { DateSelect } from "./DateSelect";

function DateChips({
  label,
  id,
  items,
  onDelete,
  disabled,
}: {
  label: string;
  id: string;
  items: { key: string; text: string }[];
  onDelete: (key: string) => void;
  disabled: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" id={id}>
        {label}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ display: "flex", gap: 1, flexWrap: "wrap", listStyle: "none", p: 0, m: 0, mt: 0.5 }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <Chip label={item.text} disabled={disabled} onDelete={() => onDelete(item.key)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A date input and a button that adds what it holds (extra dates, pauses). */
function DateInput({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      label={label}
      type="date"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function SeriesExceptions({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  const upcoming = formSeries(values)?.next(todayInSiteZone(), 12) ?? [];
  const [chosen, setChosen] = useState("");
  const [extra, setExtra] = useState("");
  const [pause, setPause] = useState({ from: "", to: "" });
  const date = upcoming.some((d) => d.date === chosen) ? chosen : (upcoming[0]?.date ?? "");
  const changedIndex = values.overrides.findIndex((o) => o.date === date);
  const setOverrides = (list: EventOverride[]) =>
    void setFieldValue(
      "overrides",
      [...list].sort((a, b) => a.date.localeCompare(b.date)),
    );
  // A list of single dates as chips, each removed from the form by its delete button.
  const chipsOf = (field: "exdates" | "rdates") => ({
    items: values[field].map((d) => ({ key: d, text: toLongDate(d) })),
    onDelete: (d: string) =>
      void setFieldValue(
        field,
        values[field].filter((x) => x !== d),
      ),
  });
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Skip, change or move one date
      </Typography>
      {upcoming.length > 0 && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          <DateSelect
            id="exception-date"
            label="Date"
            value={date}
            dates={upcoming.map((d) => ({ value: d.date, day: d.day }))}
            disabled={disabled}
            onChange={setChosen}
          />
          <Button
            variant="outlined"
            disabled={disabled || !date}
            onClick={() => {
              void setFieldValue("exdates", [...values.exdates, date].sort());
              setOverrides(values.overrides.filter((o) => o.date !== date));
            }}
          >
            Skip this date
          </Button>
          <Button
            variant="outlined"
            disabled={disabled || !date || changedIndex >= 0}
            onClick={() =>
              setOverrides([
                ...values.overrides,
                { date, moveTo: "", time: values.time, location: values.location, note: "" },
              ])
            }
          >
            Change this date
          </Button>
        </Box>
      )}
      <DateChips label="Skipped dates" id="skipped-dates-label" disabled={disabled} {...chipsOf("exdates")} />
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
            <FormikTextField
              name={`overrides.${i}.moveTo`}
              label="Move to"
              type="date"
              disabled={disabled}
              helperText="Empty: the same day"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormikTextField name={`overrides.${i}.time`} label="Time that day" disabled={disabled} max={60} />
            <FormikTextField name={`overrides.${i}.location`} label="Location that day" disabled={disabled} max={200} />
            <FormikTextField name={`overrides.${i}.note`} label="Note" disabled={disabled} max={200} />
            <Button disabled={disabled} onClick={() => setOverrides(values.overrides.filter((x) => x.date !== o.date))}>
              Undo change
            </Button>
          </Box>
        </Box>
      ))}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        Extra dates and pauses
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <DateInput label="Extra date" value={extra} onChange={setExtra} disabled={disabled} />
        <Button
          variant="outlined"
          disabled={disabled || !extra || values.rdates.includes(extra)}
          onClick={() => {
            void setFieldValue("rdates", [...values.rdates, extra].sort());
            setExtra("");
          }}
        >
          Add extra date
        </Button>
      </Box>
      <DateChips label="Extra dates" id="extra-dates-label" disabled={disabled} {...chipsOf("rdates")} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mt: 2 }}>
        <DateInput
          label="Pause from"
          value={pause.from}
          onChange={(from) => setPause({ ...pause, from })}
          disabled={disabled}
        />
        <DateInput
          label="Pause to"
          value={pause.to}
          onChange={(to) => setPause({ ...pause, to })}
          disabled={disabled}
        />
        <Button
          variant="outlined"
          disabled={disabled || !pause.from || !pause.to}
          onClick={() => {
            void setFieldValue(
              "pauses",
              [...values.pauses, pause].sort((a, b) => a.from.localeCompare(b.from)),
            );
            setPause({ from: "", to: "" });
          }}
        >
          Add pause
        </Button>
      </Box>
      <DateChips
        label="Pauses"
        id="pauses-label"
        disabled={disabled}
        items={values.pauses.map((p) => ({ key: p.from, text: `${toLongDate(p.from)} – ${toLongDate(p.to)}` }))}
        onDelete={(from) =>
          void setFieldValue(
            "pauses",
            values.pauses.filter((p) => p.from !== from),
          )
        }
      />
    </Grid>
  );
}
