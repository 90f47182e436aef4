import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { RichText } from "./RichText";

export interface AboutCardProps {
  /** The heading's id, which labels the section. */
  headingId: string;
  title: string;
  /** Stored, sanitised rich text; blank shows the fallback. */
  html: string;
  fallback: string;
}

/** The description section of a business or event page. */
export function AboutCard({ headingId, title, html, fallback }: AboutCardProps) {
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: "1.8rem", mb: 1 }}>
        {title}
      </Typography>
      {html.trim() ? <RichText html={html} /> : <Typography color="text.secondary">{fallback}</Typography>}
    </Card>
  );
}
