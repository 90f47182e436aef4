import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export function Timeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, position: "relative", maxWidth: 760, mx: "auto" }}>
      {milestones.map((m) => (
        <Box
          component="li"
          key={m.year}
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "84px 1fr", sm: "120px 1fr" },
            gap: { xs: 2, sm: 3 },
            pb: 4,
            position: "relative",
          }}
        >
          <Box
            sx={{
              textAlign: "right",
              fontFamily: (t) => t.typography.h1.fontFamily,
              fontSize: { xs: "1.5rem", sm: "2rem" },
              fontWeight: 700,
              color: "primary.main",
              lineHeight: 1.2,
            }}
          >
            {m.year}
          </Box>
          <Box
            sx={{
              borderLeft: "3px solid",
              borderColor: "warning.main",
              pl: { xs: 2, sm: 3 },
              position: "relative",
              "&::before": {
                content: '""',
                position: "absolute",
                left: -9,
                top: 8,
                width: 15,
                height: 15,
                borderRadius: "50%",
                bgcolor: "secondary.main",
                border: "3px solid",
                borderColor: "warning.main",
              },
            }}
          >
            <Typography variant="h3" sx={{ fontSize: "1.25rem", mb: 0.5 }}>
              {m.title}
            </Typography>
            <Typography color="text.secondary">{m.text}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
