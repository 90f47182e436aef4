import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export interface Step {
  title: string;
  text: ReactNode;
}

export function NumberedSteps({ steps }: { steps: Step[] }) {
  const md = 12 / Math.min(steps.length, 4);
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {steps.map((step, i) => (
        <Grid key={step.title} component="li" size={{ xs: 12, sm: 6, md }}>
          <Card sx={{ p: 3.5, height: "100%", position: "relative" }}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: "50%",
                display: "grid",
                placeItems: "center",
                bgcolor: "primary.main",
                color: "common.white",
                fontWeight: 700,
                fontSize: "1.3rem",
                mb: 2,
              }}
            >
              {i + 1}
            </Box>
            <Typography variant="h3" sx={{ fontSize: "1.3rem", mb: 1 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary" component="div">
              {step.text}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
