import Box from "@mui/material/Box";
import { hoursFreshness, openStatus, type HoursSchedule } from "@main-street/domain/opening-hours";
import { opensSomeDay } from "@main-street/domain/weekly-hours";
import { openStatusText } from "@main-street/domain/opening-hours-text";
import { colors } from "../../theme/palette";

export interface OpenNowBadgeProps {
  /** The week and its special hours (a business, or a card's summary of one). */
  schedule: HoursSchedule;
  /** Passed in (never read during render), so the server and the first client render agree. */
  now: Date;
  /** When the hours were last confirmed: a year on, the badge says they may have changed (docs/product.md#owners). */
  checkedAt?: string;
}

const muted = { fontSize: "0.875rem", fontWeight: 600, color: "text.secondary" } as const;

/**
 * "Open now · closes 9 PM", "Closed today – Thanksgiving", "Open until 11 PM tonight – Art walk" with a coloured dot;
 * "Holiday hours not confirmed" on a district day nobody answered; nothing without structured hours.
 */
export function OpenNowBadge({ schedule, now, checkedAt }: OpenNowBadgeProps) {
  if (!opensSomeDay(schedule.hours)) return null;
  if (hoursFreshness(checkedAt, now) === "stale") {
    return (
      <Box component="span" sx={muted}>
        Hours may have changed
      </Box>
    );
  }
  const status = openStatus(schedule, now);
  if (status.state === "unconfirmed") {
    return (
      <Box component="span" sx={muted}>
        {openStatusText(status, now)}
      </Box>
    );
  }
  const open = status.state !== "closed";
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, fontSize: "0.875rem", fontWeight: 600 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: "50%",
          bgcolor: open ? colors.turquoise : colors.terracotta,
        }}
      />
      <Box component="span" sx={{ color: open ? colors.turquoise : colors.terracottaDark }}>
        {openStatusText(status, now)}
      </Box>
    </Box>
  );
}
