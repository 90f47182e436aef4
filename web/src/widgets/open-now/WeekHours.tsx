import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { OpeningHours } from "@main-street/domain/business";
import { weekSchedule } from "@main-street/domain/opening-hours-text";
import { visuallyHidden } from "../../components/visually-hidden";

const NO_HOURS_TEXT = "Please check website or call for current hours";

export interface WeekHoursProps {
  hours: OpeningHours | string | null | undefined;
  /** Decides which day is today; passed in so the server and the first client render agree. */
  now: Date;
}

/** The full week, Monday first, today highlighted; free-text hours as written. */
export function WeekHours({ hours, now }: WeekHoursProps) {
  if (typeof hours === "string" && hours.trim()) return <Typography>{hours}</Typography>;
  if (!Array.isArray(hours) || hours.length === 0)
    return <Typography color="text.secondary">{NO_HOURS_TEXT}</Typography>;
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
