import Box from "@mui/material/Box";
import Container, { type ContainerProps } from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Region } from "./Region";

const TONES = {
  sand: { bgcolor: "background.default", color: "text.primary" },
  paper: { bgcolor: "background.paper", color: "text.primary" },
  deep: { bgcolor: "#F3E9DA", color: "text.primary" },
  navy: { bgcolor: "secondary.main", color: "common.white" },
} as const;

export function Section({
  id,
  overline,
  title,
  lead,
  tone = "sand",
  align = "center",
  maxWidth = "lg",
  children,
}: {
  id?: string;
  overline?: string;
  title?: string;
  lead?: ReactNode;
  tone?: keyof typeof TONES;
  align?: "center" | "left";
  maxWidth?: ContainerProps["maxWidth"];
  children?: ReactNode;
}) {
  const onNavy = tone === "navy";
  return (
    // scroll-margin keeps a jumped-to section clear of the fixed header.
    <Box
      component="section"
      id={id}
      aria-labelledby={id && title ? `${id}-title` : undefined}
      sx={{ ...TONES[tone], py: { xs: 6, md: 9 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth={maxWidth}>
        {(overline || title || lead) && (
          <Box
            sx={{
              textAlign: align,
              mb: { xs: 4, md: 5 },
              maxWidth: align === "center" ? 760 : "none",
              mx: align === "center" ? "auto" : 0,
            }}
          >
            {overline && (
              <Typography variant="overline" component="p" sx={{ color: onNavy ? "warning.light" : "primary.main" }}>
                {overline}
              </Typography>
            )}
            {title && (
              <Typography variant="h2" id={id ? `${id}-title` : undefined} sx={{ mb: lead ? 1.5 : 0 }}>
                {title}
              </Typography>
            )}
            {lead && (
              <Typography
                component="div"
                sx={{ fontSize: "1.1rem", color: onNavy ? "rgba(255,255,255,.88)" : "text.secondary" }}
              >
                {lead}
              </Typography>
            )}
          </Box>
        )}
        {children && <Region>{children}</Region>}
      </Container>
    </Box>
  );
}
