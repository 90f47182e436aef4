import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** An empty or not-found message: icon, heading, hint and optional actions. */
export function EmptyState({
  icon,
  title,
  hint,
  children,
  headingLevel = "h2",
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
  headingLevel?: "h1" | "h2" | "h3";
}) {
  return (
    <Box
      sx={{
        textAlign: "center",
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 4,
        bgcolor: "background.paper",
        border: "1px dashed",
        borderColor: "divider",
      }}
    >
      {icon && <Box sx={{ color: "primary.main", mb: 1.5, "& svg": { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h3" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: "auto" }}>
          {hint}
        </Typography>
      )}
      {children && (
        <Box sx={{ mt: 3, display: "flex", gap: 1.5, justifyContent: "center", flexWrap: "wrap" }}>{children}</Box>
      )}
    </Box>
  );
}
