import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

/** A polite loading message (e.g. 'Loading events...') with a spinner; announced to screen readers. */
export function LoadingState({ text, minHeight = 200 }: { text: string; minHeight?: number }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        py: 4,
      }}
    >
      <CircularProgress size={32} color="primary" aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
