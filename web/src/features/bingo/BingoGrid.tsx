import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import StarIcon from "@mui/icons-material/Star";
import Box from "@mui/material/Box";
import type { BingoSquare } from "@main-street/domain/bingo";
import { CARD_SIZE } from "@main-street/domain/bingo-card";
import { useRef, useState, type KeyboardEvent } from "react";
import { visuallyHidden } from "../../components/visually-hidden";
import { colors } from "../../theme/palette";
import { gridKeyTarget } from "./roving-grid";

export interface BingoGridProps {
  /** 25 cells row by row; null is the free centre. */
  cells: (BingoSquare | null)[];
  marked: boolean[];
  photos: ReadonlyMap<string, string>;
  /** While this phone's progress is being read. */
  busy: boolean;
  onToggle: (index: number) => void;
  onSelect: (index: number) => void;
}

const rows = Array.from({ length: CARD_SIZE }, (_, r) => r);

/** The card as an ARIA grid: one tab stop, arrow keys between squares, each square a toggle button. */
export function BingoGrid({ cells, marked, photos, busy, onToggle, onSelect }: BingoGridProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = gridKeyTarget(event.key, index, event.ctrlKey || event.metaKey, CARD_SIZE);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };

  return (
    <Box
      role="grid"
      aria-label="Bingo card"
      aria-busy={busy}
      sx={{ display: "grid", gap: { xs: 0.5, sm: 1 }, width: "100%", maxWidth: 560, mx: "auto" }}
    >
      {rows.map((r) => (
        <Box
          role="row"
          key={r}
          sx={{ display: "grid", gridTemplateColumns: "repeat(5, 1fr)", gap: { xs: 0.5, sm: 1 } }}
        >
          {rows.map((c) => {
            const index = r * CARD_SIZE + c;
            const square = cells[index];
            const photo = square ? photos.get(square.id) : undefined;
            const on = Boolean(marked[index]);
            return (
              <Box role="gridcell" key={c} sx={{ aspectRatio: "1", minWidth: 0 }}>
                <Box
                  component="button"
                  type="button"
                  ref={(el: HTMLButtonElement | null) => {
                    buttons.current[index] = el;
                  }}
                  tabIndex={index === active ? 0 : -1}
                  aria-pressed={on}
                  aria-disabled={square ? undefined : true}
                  onKeyDown={(e: KeyboardEvent) => onKeyDown(e, index)}
                  onFocus={() => {
                    setActive(index);
                    onSelect(index);
                  }}
                  onClick={() => {
                    onSelect(index);
                    if (square) onToggle(index);
                  }}
                  sx={{
                    position: "relative",
                    width: "100%",
                    height: "100%",
                    p: 0.5,
                    overflow: "hidden",
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "center",
                    textAlign: "center",
                    font: "inherit",
                    fontSize: "clamp(0.6rem, 2.4vw, 0.85rem)",
                    fontWeight: 600,
                    lineHeight: 1.15,
                    overflowWrap: "anywhere",
                    hyphens: "auto",
                    cursor: square ? "pointer" : "default",
                    borderRadius: 1.5,
                    border: "2px solid",
                    borderColor: on ? colors.turquoise : "divider",
                    bgcolor: on ? colors.turquoise : "background.paper",
                    color: on ? colors.white : colors.ink,
                  }}
                >
                  {photo && (
                    <Box
                      component="img"
                      src={photo}
                      alt=""
                      sx={{
                        position: "absolute",
                        inset: 0,
                        width: "100%",
                        height: "100%",
                        objectFit: "cover",
                        opacity: 0.45,
                      }}
                    />
                  )}
                  <Box
                    component="span"
                    sx={{
                      position: "relative",
                      px: 0.25,
                      borderRadius: 0.5,
                      ...(photo && { bgcolor: on ? "rgba(20, 39, 64, 0.8)" : "rgba(255, 255, 255, 0.85)" }),
                    }}
                  >
                    {square ? square.title : <StarIcon aria-hidden sx={{ color: colors.goldLight }} />}
                    {!square && (
                      <Box component="span" sx={{ display: "block" }}>
                        Free
                      </Box>
                    )}
                    {photo && (
                      <Box component="span" sx={visuallyHidden}>
                        , selfie added
                      </Box>
                    )}
                  </Box>
                  {on && square && (
                    <CheckCircleIcon aria-hidden sx={{ position: "absolute", top: 2, right: 2, fontSize: "1rem" }} />
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
