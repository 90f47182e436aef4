import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { formatOpeningHours } from "../opening-hours";

const NO_HOURS_TEXT = "Please check website or call for current hours";

export function BusinessHours({ hours }: { hours: Business["hours"] }) {
  if (typeof hours === "string" && hours.trim()) return <Typography>{hours}</Typography>;
  if (Array.isArray(hours) && hours.length > 0) {
    return (
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.75 }}>
        {formatOpeningHours(hours).map((line) => (
          <Box
            component="li"
            key={`${line.days}-${line.times}`}
            sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {line.days}
            </Box>
            <span>{line.times}</span>
          </Box>
        ))}
      </Box>
    );
  }
  return <Typography color="text.secondary">{NO_HOURS_TEXT}</Typography>;
}
