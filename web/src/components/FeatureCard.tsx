import Box from "@mui/material/Box";
import { LightCard } from "./LightCard";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** An icon, a heading and a short text: benefits, pillars, ways to help. */
export function FeatureCard({
  icon,
  title,
  children,
  headingLevel = "h3",
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  headingLevel?: "h3" | "h4";
}) {
  return (
    <LightCard sx={{ p: 3.5, height: "100%" }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: 3,
          display: "grid",
          placeItems: "center",
          bgcolor: "rgba(164,70,42,.1)",
          color: "primary.main",
          mb: 2,
          "& svg": { fontSize: 30 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h4" component={headingLevel} sx={{ fontSize: "1.25rem", mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" component="div">
        {children}
      </Typography>
    </LightCard>
  );
}
