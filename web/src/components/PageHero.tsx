/** Holds the page's only h1. */
import { colors } from "../theme/palette";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Button } from "./Button";

export function PageHero({
  overline,
  title,
  subtitle,
  children,
}: {
  overline?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: "relative",
        overflow: "hidden",
        color: "common.white",
        bgcolor: "secondary.main",
        backgroundImage:
          "radial-gradient(circle at 50% 130%, rgba(232,163,61,.45), transparent 55%), repeating-conic-gradient(from 270deg at 50% 120%, rgba(255,255,255,.05) 0deg 6deg, transparent 6deg 12deg)",
        py: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="md" sx={{ position: "relative", textAlign: "center" }}>
        {overline && (
          // The light gold keeps 4.5:1 over the glow at the hero's foot on short heroes (warning.light didn't).
          <Typography variant="overline" component="p" sx={{ color: colors.goldLight, mb: 1 }}>
            {overline}
          </Typography>
        )}
        <Typography variant="h1" sx={{ mb: subtitle ? 2 : 0 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            component="div"
            sx={{ fontSize: { xs: "1.05rem", md: "1.2rem" }, color: "rgba(255,255,255,.9)", maxWidth: 680, mx: "auto" }}
          >
            {subtitle}
          </Typography>
        )}
        {children && (
          <Box sx={{ mt: 4, display: "flex", gap: 2, justifyContent: "center", flexWrap: "wrap" }}>{children}</Box>
        )}
      </Container>
    </Box>
  );
}

/** The hero's main call to action: a large gold button; `external` opens another site in a new tab. */
export function HeroAction({
  href,
  external = false,
  startIcon,
  endIcon,
  children,
}: {
  href: string;
  external?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children: ReactNode;
}) {
  const newTab = external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <Button
      href={href}
      {...newTab}
      variant="contained"
      color="warning"
      size="large"
      startIcon={startIcon}
      endIcon={endIcon}
    >
      {children}
    </Button>
  );
}
