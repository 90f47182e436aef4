import Box from "@mui/material/Box";
import type { OpeningHours } from "@main-street/domain/business";
import { hoursFreshness, openStatus } from "@main-street/domain/opening-hours";
import { openStatusText } from "@main-street/domain/opening-hours-text";
import { colors } from "../../theme/palette";

export interface OpenNowBadgeProps {
  hours: OpeningHours | string | null | undefined;
  /** Passed in (never read during render), so the server and the first client render agree. */
  now: Date;
  /** When the hours were last confirmed: a year on, the badge says they may have changed (docs/product.md#owners). */
  checkedAt?: string;
}

/** "Open now · closes 9 PM" with a coloured dot; nothing for free-text or missing hours. */
export function OpenNowBadge({ hours, now, checkedAt }: OpenNowBadgeProps) {
  if (!Array.isArray(hours) || hours.length === 0) return null;
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
