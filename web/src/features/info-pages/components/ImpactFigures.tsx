import Box from "@mui/material/Box";

export function ImpactFigures({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "1fr 1fr", md: `repeat(${figures.length}, 1fr)` },
      }}
    >
      {figures.map((f) => (
        <Box
          key={f.label}
          sx={{
            display: "flex",
            flexDirection: "column",
            textAlign: "center",
            p: 2,
            borderTop: "3px solid",
            borderColor: "warning.main",
          }}
        >
          <Box component="dt" sx={{ order: 2, fontSize: "0.95rem", color: "rgba(255,255,255,.88)" }}>
            {f.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              fontFamily: (t) => t.typography.h1.fontFamily,
              fontWeight: 700,
              fontSize: { xs: "1.9rem", md: "2.3rem" },
              color: "warning.light",
            }}
          >
            {f.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
