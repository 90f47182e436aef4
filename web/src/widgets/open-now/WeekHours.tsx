import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { weekSchedule } from "@main-street/domain/opening-hours-text";
import { opensSomeDay, type WeeklyHours } from "@main-street/domain/weekly-hours";
import { visuallyHidden } from "../../components/visually-hidden";

const NO_HOURS_TEXT = "Please check website or call for current hours";

export interface WeekHoursProps {
  hours: WeeklyHours | null | undefined;
  /** What the week can't say ("kitchen closes at 9"), shown under it as written. */
  note?: string;
  /** Decides which day is today; passed in so the server and the first client render agree. */
  now: Date;
}

/** The full week, Monday first, today highlighted, then the note; without a week, the note alone. */
export function WeekHours({ hours, note = "", now }: WeekHoursProps) {
  const noteText = note.trim() ? <Typography sx={{ mt: opensSomeDay(hours) ? 1 : 0 }}>{note}</Typography> : null;
  if (!opensSomeDay(hours)) return noteText ?? <Typography color="text.secondary">{NO_HOURS_TEXT}</Typography>;
  return (
    <>
      {schedule(hours, now)}
      {noteText}
    </>
  );
}

function schedule(hours: WeeklyHours, now: Date) {
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.25 }}>
      {weekSchedule(hours, now).map((day) => (
        <Box
          component="li"
          key={day.day}
          sx={{
            display: "flex",
            justifyContent: "space-between",
            gap: 2,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            ...(day.today && { bgcolor: "action.selected", fontWeight: 700 }),
          }}
        >
          <span>
            {day.name}
            {day.today && (
              <Box component="span" sx={visuallyHidden}>
                {" "}
                (today)
              </Box>
            )}
          </span>
          <Box component="span" sx={{ textAlign: "right", color: day.ranges.length ? "inherit" : "text.secondary" }}>
            {day.text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
