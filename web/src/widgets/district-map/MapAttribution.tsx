import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { streets } from "./map-geometry";

/** The street data's licence asks for this credit wherever the map is shown. */
export function MapAttribution() {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      Street data{" "}
      <Link href={streets.metadata.licenseUrl} target="_blank" rel="noopener noreferrer">
        {streets.metadata.attribution}, ODbL
      </Link>
      ; simplified.
    </Typography>
  );
}
