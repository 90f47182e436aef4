/** A small line of one counter's daily figures: an image to assistive technology, described in words. */
import Box from "@mui/material/Box";
import { sparklinePoints, sparklineText } from "./sparkline";

const WIDTH = 120;
const HEIGHT = 32;

export function Sparkline({ label, values, days }: { label: string; values: number[]; days: string[] }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={sparklineText(label, values, days)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      sx={{ display: "block", color: "primary.main", overflow: "visible" }}
    >
      <line x1={0} y1={HEIGHT - 1} x2={WIDTH} y2={HEIGHT - 1} stroke="currentColor" strokeOpacity={0.25} />
      <polyline
        points={sparklinePoints(values, WIDTH, HEIGHT)}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Box>
  );
}
