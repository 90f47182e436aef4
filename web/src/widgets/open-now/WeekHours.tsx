import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { addDays } from "@main-street/domain/dates";
import {
  comingDayName,
  comingDayText,
  comingWeek,
  seasonText,
  shortDate,
  type ComingDaySchedule,
} from "@main-street/domain/week-hours-text";
import { siteWallClock } from "@main-street/domain/site-clock";
import {
  comingSeasons,
  comingSpecialDays,
  scheduleWithin,
  type HoursSchedule,
} from "@main-street/domain/special-hours";
import { opensSomeDay } from "@main-street/domain/weekly-hours";
import { visuallyHidden } from "../../components/visually-hidden";
import { colors } from "../../theme/palette";

const NO_HOURS_TEXT = "Please check website or call for current hours";
/** Special days listed after the coming week, up to this many days from today. */
const LIST_DAYS = 60;

export interface WeekHoursProps {
  /** The week and its special hours (docs/product.md#hours). */
  schedule: HoursSchedule;
  /** What the week can't say ("kitchen closes at 9"), shown under it as written. */
  note?: string;
  /** Decides which day is today; passed in so the server and the first client render agree. */
  now: Date;
}

/**
 * The coming seven days as a week, Monday first, today highlighted and each special day marked with its date and
 * name; the season in effect; then the note; then the special days and seasons further ahead. Without a week, the
 * note alone, and the special days still.
 */
export function WeekHours({ schedule, note = "", now }: WeekHoursProps) {
  const today = siteWallClock(now).date;
  const hasWeek = opensSomeDay(schedule.hours);
  const noteText = note.trim() ? <Typography sx={{ mt: hasWeek ? 1 : 0 }}>{note}</Typography> : null;
  // Without a week the hours are unknown anyway: a district day nobody answered adds nothing to say.
  const later = hasWeek ? (
    <ComingUp schedule={schedule} from={addDays(today, 7)} today={today} />
  ) : (
    <ComingUp schedule={{ ...schedule, unconfirmedDays: [] }} from={today} today={today} />
  );
  if (!hasWeek) {
    return (
      <>
        {noteText ?? <Typography color="text.secondary">{NO_HOURS_TEXT}</Typography>}
        {later}
      </>
    );
  }
  const seasons = scheduleWithin(schedule, today, addDays(today, 6)).seasons ?? [];
  return (
    <>
      {seasons.map((season) => (
        <Typography key={season.from} variant="body2" sx={{ mb: 0.5, fontWeight: 600 }}>
          {seasonText(season).split(":")[0]}
        </Typography>
      ))}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.25 }}>
        {comingWeek(schedule, now).map((day) => (
          <DayLine key={day.day} day={day} />
        ))}
      </Box>
      {noteText}
      {later}
    </>
  );
}

function DayLine({ day }: { day: ComingDaySchedule }) {
  return (
    <Box
      component="li"
      data-special={day.special ? "true" : undefined}
      sx={{
        display: "flex",
        justifyContent: "space-between",
        gap: 2,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        ...(day.today && { bgcolor: "action.selected", fontWeight: 700 }),
        ...(day.special && { borderLeft: `4px solid ${colors.gold}`, pl: 0.75 }),
      }}
    >
      <span>
        {day.name}
        {day.special && `, ${shortDate(day.date).split(", ")[1]}`}
        {day.today && (
          <Box component="span" sx={visuallyHidden}>
            {" "}
            (today)
          </Box>
        )}
      </span>
      <Box component="span" sx={{ textAlign: "right", color: day.ranges.length ? "inherit" : "text.secondary" }}>
        {day.text}
        {day.special && (
          <Box
            component="span"
            sx={{ display: "block", fontSize: "0.8125rem", fontWeight: 600, color: "text.secondary" }}
          >
            <Box component="span" sx={visuallyHidden}>
              Special hours:{" "}
            </Box>
            {day.special}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The special days from `from` to LIST_DAYS after today, and the seasons still to start. */
function ComingUp({ schedule, from, today }: { schedule: HoursSchedule; from: string; today: string }) {
  const span = LIST_DAYS - (Date.parse(from) - Date.parse(today)) / 86_400_000;
  const days = comingSpecialDays(schedule, from, span);
  const seasons = comingSeasons(schedule, today).filter((s) => s.from >= from);
  if (days.length === 0 && seasons.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography component="h4" variant="subtitle2">
        Coming up
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {days.map((day) => (
          <li key={day.date}>
            <strong>{shortDate(day.date)}</strong> {comingDayName(day)}: {comingDayText(day)}
          </li>
        ))}
        {seasons.map((season) => (
          <li key={season.from}>{seasonText(season)}</li>
        ))}
      </Box>
    </Box>
  );
}
