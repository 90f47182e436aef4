import Box from "@mui/material/Box";
import { hoursFreshness, openStatus } from "@main-street/domain/opening-hours";
import { opensSomeDay, type WeeklyHours } from "@main-street/domain/weekly-hours";
import { openStatusText } from "@main-street/domain/opening-hours-text";
import { colors } from "../../theme/palette";

export interface OpenNowBadgeProps {
  hours: WeeklyHours | null | undefined;
  /** Passed in (never read during render), so the server and the first client render agree. */
  now: Date;
  /** When the hours were last confirmed: a year on, the badge says they may have changed (docs/product.md#owners). */
  checkedAt?: string;
}

/** "Open now · closes 9 PM" with a coloured dot; nothing without structured hours. */
export function OpenNowBadge({ hours, now, checkedAt }: OpenNowBadgeProps) {
  if (!opensSomeDay(hours)) return null;
  if (hoursFreshness(checkedAt, now) === "stale") {
    return (
      <Box component="span" sx={{ fontSize: "0.875rem", fontWeight: 600, color: "text.secondary" }}>
        Hours may have changed
      </Box>
    );
  }
  const status = openStatus(hours, now);
  const open = status.state !== "closed";
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, fontSize: "0.875rem", fontWeight: 600 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: open ? colors.turquoise : colors.terracotta }}
      />
      <Box component="span" sx={{ color: open ? colors.turquoise : colors.terracottaDark }}>
        {openStatusText(status, now)}
      </Box>
    </Box>
  );
}
