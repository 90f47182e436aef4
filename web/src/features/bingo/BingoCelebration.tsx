import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { WinLine } from "@main-street/domain/bingo-card";
import { SITE } from "@main-street/domain/site";

/** 'Row 2 and the diagonal from top left', for use inside a sentence. */
export function describeLines(lines: WinLine[]): string {
  const names = lines.map((l) => l.name.replace(/^The /, "the "));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Shown while the card has a winning line; the live region announces it. */
export function BingoCelebration({ lines }: { lines: WinLine[] }) {
  return (
    <Card
      component="section"
      aria-labelledby="bingo-win-title"
      sx={{
        p: 3,
        bgcolor: "secondary.main",
        color: "common.white",
        display: "flex",
        gap: 2,
        alignItems: "flex-start",
        "@media (prefers-reduced-motion: no-preference)": {
          animation: "bingo-pop 400ms ease-out",
          "@keyframes bingo-pop": {
            from: { transform: "scale(0.9)", opacity: 0 },
            to: { transform: "none", opacity: 1 },
          },
        },
      }}
    >
      <EmojiEventsIcon aria-hidden sx={{ fontSize: 48, color: "warning.light" }} />
      <Box>
        <Typography id="bingo-win-title" variant="h3" component="h3">
          Bingo!
        </Typography>
        <Typography sx={{ mt: 1 }}>You completed {describeLines(lines)}.</Typography>
        <Typography sx={{ mt: 1 }}>
          To claim your bonus prize, show this card and your selfies at the {SITE.chamberName}. Share your photos with{" "}
          <strong>{SITE.hashtag}</strong> so we can cheer you on.
        </Typography>
      </Box>
    </Card>
  );
}
