import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { WEEKDAYS } from "@main-street/domain/opening-hours";
import { useId } from "react";
import { DayHoursRow } from "./DayHoursRow";
import { weekGridProblems, type WeekGrid } from "./week-grid";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export interface HoursEditorProps {
  /** A grid from toWeekGrid; fromWeekGrid(value) is saved once weekGridProblems(value) is empty. */
  value: WeekGrid;
  onChange: (value: WeekGrid) => void;
  disabled?: boolean;
  /** The heading: "Opening hours" for the listing's week, a season's name for its week. */
  title?: string;
}

/** A week of opening hours: per day closed, open 24 hours, or up to three ranges (which may pass midnight). */
export function HoursEditor({ value, onChange, disabled, title = "Opening hours" }: HoursEditorProps) {
  const id = useId();
  const problems = weekGridProblems(value);
  return (
    <Box role="group" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Times are Boulder City time. A closing time earlier than the opening time means the next day.
      </Typography>
      {WEEKDAYS.map((day, index) => {
        const rest = DAY_NAMES.slice(index + 1);
        return (
          <DayHoursRow
            key={day}
            id={`${id}-${day}`}
            name={DAY_NAMES[index]!}
            fieldName={title === "Opening hours" ? undefined : `${title}, ${DAY_NAMES[index]!}`}
            ranges={value[day]}
            problem={problems[day]}
            disabled={disabled}
            copyTargets={rest.length > 1 ? `${rest[0]}–${rest[rest.length - 1]}` : rest[0]}
            onChange={(ranges) => onChange({ ...value, [day]: ranges })}
            onCopy={() =>
              onChange({
                ...value,
                ...Object.fromEntries(WEEKDAYS.slice(index + 1).map((d) => [d, value[day].map((r) => ({ ...r }))])),
              })
            }
          />
        );
      })}
    </Box>
  );
}
