/**
 * The staff and owner screens' special hours (docs/product.md#hours): dated special days (closed all day, other
 * hours that may run past midnight, open 24 hours, or the usual hours confirmed) and seasons with a week of their own.
 * Days that have passed are not loaded (special-form.ts); one typed in the past says so here and is refused on save.
 */
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { toLongDate } from "@main-street/domain/dates";
import type { HoursException, Season } from "@main-street/domain/special-hours";
import { ALL_DAY, isAllDay, type TimeRange, type WeeklyHours } from "@main-street/domain/weekly-hours";
import { useId, type ReactNode } from "react";
import { NEW_RANGE } from "./DayHoursRow";
import { HoursEditor } from "./HoursEditor";
import { RangeFields } from "./RangeFields";
import { closedWeek } from "./week-grid";

type Mode = "closed" | "open" | "all-day" | "usual";

const MODES: [Mode, string][] = [
  ["closed", "Closed all day"],
  ["open", "Other hours"],
  ["all-day", "Open 24 hours"],
  ["usual", "Usual hours (confirmed)"],
];

function modeOf(e: HoursException): Mode {
  if (e.kind !== "open") return e.kind;
  return isAllDay(e.ranges) ? "all-day" : "open";
}

function withMode(e: HoursException, mode: Mode): HoursException {
  if (mode === "closed" || mode === "usual") return { ...e, kind: mode, ranges: [] };
  return { ...e, kind: "open", ranges: mode === "all-day" ? [ALL_DAY] : [NEW_RANGE] };
}

/** Messages by field path within the list ('1.date'), from the form's errors and the dates that have passed. */
export type RowProblems = Record<string, string>;

export interface SpecialHoursEditorProps {
  exceptions: HoursException[];
  onExceptionsChange: (exceptions: HoursException[]) => void;
  seasons: Season[];
  onSeasonsChange: (seasons: Season[]) => void;
  /** The listing's week: a new season starts from it. */
  week: WeeklyHours | null;
  exceptionProblems?: RowProblems;
  seasonProblems?: RowProblems;
  disabled?: boolean;
}

export function SpecialHoursEditor(props: SpecialHoursEditorProps) {
  const { exceptions, onExceptionsChange, seasons, onSeasonsChange, week, disabled } = props;
  const id = useId();
  const setException = (i: number, e: HoursException) =>
    onExceptionsChange(exceptions.map((old, j) => (j === i ? e : old)));
  const setSeason = (i: number, s: Season) => onSeasonsChange(seasons.map((old, j) => (j === i ? s : old)));
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <ListSection
        id={`${id}-days`}
        title="Special days"
        explanation="A holiday, a late night or a day off: that date's hours instead of the week's. Hours past midnight end the next morning; that day keeps its own hours."
        addLabel="Add a special day"
        disabled={disabled}
        onAdd={() => onExceptionsChange([...exceptions, { date: "", kind: "closed", ranges: [], label: "" }])}
      >
        {exceptions.map((e, i) => (
          <ExceptionRow
            key={i}
            id={`${id}-day-${i}`}
            index={i}
            exception={e}
            problems={props.exceptionProblems ?? {}}
            disabled={disabled}
            onChange={(next) => setException(i, next)}
            onRemove={() => onExceptionsChange(exceptions.filter((_, j) => j !== i))}
          />
        ))}
      </ListSection>
      <ListSection
        id={`${id}-seasons`}
        title="Seasonal hours"
        explanation="Summer hours, winter hours: a week of its own between two dates (both included)."
        addLabel="Add a season"
        disabled={disabled}
        onAdd={() =>
          onSeasonsChange([...seasons, { from: "", to: "", label: "", hours: structuredClone(week ?? closedWeek()) }])
        }
      >
        {seasons.map((s, i) => (
          <SeasonRow
            key={i}
            id={`${id}-season-${i}`}
            index={i}
            season={s}
            problems={props.seasonProblems ?? {}}
            disabled={disabled}
            onChange={(next) => setSeason(i, next)}
            onRemove={() => onSeasonsChange(seasons.filter((_, j) => j !== i))}
          />
        ))}
      </ListSection>
    </Box>
  );
}

/** A titled group of rows with what they are for and a button that adds one. */
function ListSection(props: {
  id: string;
  title: string;
  explanation: string;
  addLabel: string;
  disabled?: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-labelledby={props.id}>
      <Typography id={props.id} variant="h6" component="h3">
        {props.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.explanation}
      </Typography>
      {props.children}
      <Button size="small" disabled={props.disabled} sx={{ mt: 1 }} onClick={props.onAdd}>
        {props.addLabel}
      </Button>
    </Box>
  );
}

/** The row's accessible name: its date when it has one. */
const dayName = (index: number, date: string) => `Special day ${date ? toLongDate(date) : index + 1}`;

function ExceptionRow({
  id,
  index,
  exception: e,
  problems,
  disabled,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  exception: HoursException;
  problems: RowProblems;
  disabled?: boolean;
  onChange: (e: HoursException) => void;
  onRemove: () => void;
}) {
  const name = dayName(index, e.date);
  const problem = (field: string) => problems[`${index}.${field}`];
  const rangesProblem = problem("ranges");
  const mode = modeOf(e);
  return (
    <Box role="group" aria-label={name} sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 1.5 }}>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={e.date}
          disabled={disabled}
          error={Boolean(problem("date"))}
          helperText={problem("date")}
          onChange={(event) => onChange({ ...e, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": `${name}, date` } }}
        />
        <TextField
          select
          size="small"
          label="Hours"
          value={mode}
          disabled={disabled}
          onChange={(event) => onChange(withMode(e, event.target.value as Mode))}
          slotProps={{ select: { native: true }, htmlInput: { "aria-label": `${name}, hours` } }}
        >
          {MODES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Name (optional)"
          placeholder="Thanksgiving"
          value={e.label}
          disabled={disabled}
          error={Boolean(problem("label"))}
          helperText={problem("label")}
          onChange={(event) => onChange({ ...e, label: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 60, "aria-label": `${name}, name` } }}
        />
        <IconButton size="small" disabled={disabled} onClick={onRemove} aria-label={`Remove ${name}`}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {mode === "open" && (
        <RangeFields
          name={name}
          ranges={e.ranges}
          problemId={rangesProblem ? `${id}-ranges` : undefined}
          disabled={disabled}
          onChange={(ranges: TimeRange[]) => onChange({ ...e, ranges })}
        />
      )}
      {(rangesProblem || problem("kind")) && (
        <FormHelperText error id={`${id}-ranges`}>
          {rangesProblem ?? problem("kind")}
        </FormHelperText>
      )}
    </Box>
  );
}

function SeasonRow({
  index,
  season: s,
  problems,
  disabled,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  season: Season;
  problems: RowProblems;
  disabled?: boolean;
  onChange: (s: Season) => void;
  onRemove: () => void;
}) {
  const name = s.label || `Season ${index + 1}`;
  const problem = (field: string) => problems[`${index}.${field}`];
  return (
    <Box role="group" aria-label={name} sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 1.5 }}>
        {(["from", "to"] as const).map((field) => (
          <TextField
            key={field}
            type="date"
            size="small"
            label={field === "from" ? "From" : "To"}
            value={s[field]}
            disabled={disabled}
            error={Boolean(problem(field))}
            helperText={problem(field)}
            onChange={(event) => onChange({ ...s, [field]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": `${name}, ${field}` } }}
          />
        ))}
        <TextField
          size="small"
          label="Name (optional)"
          placeholder="Summer hours"
          value={s.label}
          disabled={disabled}
          onChange={(event) => onChange({ ...s, label: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 60, "aria-label": `${name}, name` } }}
        />
        <IconButton size="small" disabled={disabled} onClick={onRemove} aria-label={`Remove ${name}`}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <HoursEditor title={name} value={s.hours} onChange={(hours) => onChange({ ...s, hours })} disabled={disabled} />
    </Box>
  );
}
