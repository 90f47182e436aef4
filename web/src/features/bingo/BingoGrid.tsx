import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import StarIcon from "@mui/icons-material/Star";
import { styled } from "@mui/material/styles";
import type { BingoSquare } from "@main-street/domain/bingo";
import { CARD_SIZE } from "@main-street/domain/bingo-card";
import { memo, useCallback, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
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

// Static styles, with the marked look keyed on aria-pressed: a tap re-renders only the square it changed, and
// that render computes no styles (a tap must paint within a frame or two on a slow phone).
const Grid = styled("div")(({ theme }) => ({
  display: "grid",
  gap: theme.spacing(0.5),
  width: "100%",
  maxWidth: 560,
  marginInline: "auto",
  [theme.breakpoints.up("sm")]: { gap: theme.spacing(1) },
}));

const Row = styled("div")(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(5, 1fr)",
  gap: theme.spacing(0.5),
  [theme.breakpoints.up("sm")]: { gap: theme.spacing(1) },
}));

// A size container: a square's text is sized from the square's own width (cqi), whatever the screen.
const Cell = styled("div")({ aspectRatio: "1", minWidth: 0, containerType: "inline-size" });

const SquareButton = styled("button")(({ theme }) => ({
  position: "relative",
  width: "100%",
  height: "100%",
  padding: theme.spacing(0.5),
  overflow: "hidden",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  textAlign: "center",
  font: "inherit",
  // Words are never broken: the text is as large as the square allows, but small enough for its longest word
  // (--longest, in characters; a bold character is about 0.56em wide on average) to fit on one line.
  fontSize: "min(clamp(0.6rem, 2.4vw, 0.85rem), calc((100cqi - 16px) / (var(--longest, 10) * 0.56)))",
  fontWeight: 600,
  lineHeight: 1.15,
  overflowWrap: "normal",
  wordBreak: "normal",
  hyphens: "manual",
  cursor: "pointer",
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  border: `2px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: colors.ink,
  '&[aria-disabled="true"]': { cursor: "default" },
  '&[aria-pressed="true"]': { borderColor: colors.turquoise, backgroundColor: colors.turquoise, color: colors.white },
  "& > img": { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", opacity: 0.45 },
  "& > .label": { position: "relative", paddingInline: theme.spacing(0.25), borderRadius: theme.shape.borderRadius },
  "& > img + .label": { backgroundColor: "rgba(255, 255, 255, 0.85)" },
  '&[aria-pressed="true"] > img + .label': { backgroundColor: "rgba(20, 39, 64, 0.8)" },
  "& > .check": { position: "absolute", top: 2, right: 2, fontSize: "1rem" },
  "& .free-star": { color: colors.goldLight },
  "& .free-text": { display: "block" },
  "& .visually-hidden": visuallyHidden,
}));

/** The length of a title's longest word, in characters (at least 6, so short titles keep the card's size). */
function longestWord(title: string): number {
  return Math.max(6, ...title.split(/\s+/).map((word) => [...word].length));
}

interface SquareProps {
  index: number;
  square: BingoSquare | null;
  photo: string | undefined;
  on: boolean;
  tabbable: boolean;
  register: (index: number, el: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent, index: number) => void;
  onFocus: (index: number) => void;
  onClick: (index: number) => void;
}

const Square = memo(function Square({
  index,
  square,
  photo,
  on,
  tabbable,
  register,
  onKeyDown,
  onFocus,
  onClick,
}: SquareProps) {
  return (
    <Cell role="gridcell">
      <SquareButton
        type="button"
        style={square ? ({ "--longest": longestWord(square.title) } as CSSProperties) : undefined}
        ref={(el) => register(index, el)}
        tabIndex={tabbable ? 0 : -1}
        aria-pressed={on}
        aria-disabled={square ? undefined : true}
        onKeyDown={(e) => onKeyDown(e, index)}
        onFocus={() => onFocus(index)}
        onClick={() => onClick(index)}
      >
        {photo && <img src={photo} alt="" />}
        <span className="label">
          {square ? square.title : <StarIcon aria-hidden className="free-star" />}
          {!square && <span className="free-text">Free</span>}
          {photo && <span className="visually-hidden">, selfie added</span>}
        </span>
        {on && square && <CheckCircleIcon aria-hidden className="check" />}
      </SquareButton>
    </Cell>
  );
});

/** The card as an ARIA grid: one tab stop, arrow keys between squares, each square a toggle button. */
export function BingoGrid({ cells, marked, photos, busy, onToggle, onSelect }: BingoGridProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The squares get handlers that never change, reading the latest props from here, so memo can skip them.
  const latest = useRef({ cells, onToggle, onSelect });
  latest.current = { cells, onToggle, onSelect };

  const register = useCallback((index: number, el: HTMLButtonElement | null) => {
    buttons.current[index] = el;
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent, index: number) => {
    const target = gridKeyTarget(event.key, index, event.ctrlKey || event.metaKey, CARD_SIZE);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  }, []);
  const onFocus = useCallback((index: number) => {
    setActive(index);
    latest.current.onSelect(index);
  }, []);
  const onClick = useCallback((index: number) => {
    latest.current.onSelect(index);
    if (latest.current.cells[index]) latest.current.onToggle(index);
  }, []);

  return (
    <Grid role="grid" aria-label="Bingo card" aria-busy={busy}>
      {rows.map((r) => (
        <Row role="row" key={r}>
          {rows.map((c) => {
            const index = r * CARD_SIZE + c;
            const square = cells[index] ?? null;
            return (
              <Square
                key={c}
                index={index}
                square={square}
                photo={square ? photos.get(square.id) : undefined}
                on={Boolean(marked[index])}
                tabbable={index === active}
                register={register}
                onKeyDown={onKeyDown}
                onFocus={onFocus}
                onClick={onClick}
              />
            );
          })}
        </Row>
      ))}
    </Grid>
  );
}
