import RestartAltIcon from "@mui/icons-material/RestartAlt";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { BingoSquare } from "@main-street/domain/bingo";
import { cardCells, completedLines, markedCells, SQUARES_PER_CARD } from "@main-street/domain/bingo-card";
import { SITE } from "@main-street/domain/site";
import { useMemo, useState } from "react";
import { visuallyHidden } from "../../components/visually-hidden";
import { BingoCelebration, describeLines } from "./BingoCelebration";
import { BingoGrid } from "./BingoGrid";
import { NewCardDialog } from "./NewCardDialog";
import { ShareProgress } from "./ShareProgress";
import { SquareDetails } from "./SquareDetails";
import { useBingoProgress } from "./use-bingo-progress";
import { Button } from "../../components/Button";

export interface BingoCardProps {
  /** The admins' squares; the first 24 by order make the card. */
  squares: BingoSquare[];
  /** The absolute address of the bingo page, for sharing. */
  shareUrl: string;
}

/** The playable Snap A Selfie Bingo card (docs/decisions/0021-selfie-bingo.md). */
export function BingoCard({ squares, shareUrl }: BingoCardProps) {
  const cells = useMemo(() => cardCells(squares), [squares]);
  if (!cells) return <Typography>The bingo card is being set up. Please check back soon.</Typography>;
  return <PlayableCard cells={cells} shareUrl={shareUrl} />;
}

function PlayableCard({ cells, shareUrl }: { cells: (BingoSquare | null)[]; shareUrl: string }) {
  const ids = useMemo(() => cells.flatMap((c) => (c ? [c.id] : [])), [cells]);
  const progress = useBingoProgress(ids);
  const [selected, setSelected] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const lines = completedLines(markedCells(cells, progress.marked));
  const square = selected === null ? null : (cells[selected] ?? null);

  const announce = (message: string, next: ReadonlySet<string>) => {
    const won = completedLines(markedCells(cells, next)).filter((l) => !lines.includes(l));
    const bingo = won.length ? ` Bingo! You completed ${describeLines(won)}. How to claim your prize is below.` : "";
    setAnnouncement(`${message} ${next.size} of ${SQUARES_PER_CARD} found.${bingo}`);
  };

  const onToggle = (index: number) => {
    const target = cells[index];
    if (!target) return;
    const next = progress.toggle(target.id);
    announce(`${next.has(target.id) ? "Marked" : "Unmarked"} ${target.title}.`, next);
  };

  const onPhoto = async (target: BingoSquare, photo: File) => {
    setBusy(true);
    try {
      announce(`Selfie added to ${target.title}.`, await progress.attachPhoto(target.id, photo));
    } catch {
      setAnnouncement(`Couldn't save the selfie on this phone. Your square is still there to tap.`);
    } finally {
      setBusy(false);
    }
  };

  const onRemovePhoto = async (target: BingoSquare) => {
    await progress.removePhoto(target.id).catch(() => undefined);
    setAnnouncement(`Selfie removed from ${target.title}.`);
  };

  const onNewCard = async () => {
    setConfirming(false);
    await progress.reset();
    setSelected(null);
    setAnnouncement("New card started. All squares are clear.");
  };

  const share = {
    title: "Snap A Selfie Bingo",
    text: `I've found ${progress.marked.size} of ${SQUARES_PER_CARD} spots on Boulder City's Snap A Selfie Bingo! ${SITE.hashtag}`,
    url: shareUrl,
  };

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {progress.marked.size} of {SQUARES_PER_CARD} found
        </Typography>
        <Button startIcon={<RestartAltIcon />} onClick={() => setConfirming(true)}>
          New card
        </Button>
      </Box>
      <BingoGrid
        cells={cells}
        marked={markedCells(cells, progress.marked)}
        photos={progress.photos}
        busy={!progress.loaded}
        onToggle={onToggle}
        onSelect={setSelected}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {lines.length > 0 && <BingoCelebration lines={lines} />}
      <SquareDetails
        square={square}
        marked={square ? progress.marked.has(square.id) : false}
        photo={square ? progress.photos.get(square.id) : undefined}
        busy={busy}
        onPhoto={onPhoto}
        onRemovePhoto={onRemovePhoto}
      />
      <ShareProgress data={share} />
      <NewCardDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={onNewCard} />
    </Box>
  );
}
