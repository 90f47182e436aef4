/**
 * The bingo card: the first 24 squares (by order) around a free centre, and the 12 winning lines
 * (5 rows, 5 columns, 2 diagonals). Zod-free, so the public page doesn't load the schemas.
 */
import type { BingoSquare } from "./bingo";

export const CARD_SIZE = 5;
export const FREE_INDEX = 12;
export const SQUARES_PER_CARD = CARD_SIZE * CARD_SIZE - 1;

type Square = Pick<BingoSquare, "id" | "order">;

/** 25 cells, row by row, with null for the free centre; null when there are fewer than 24 squares. */
export function cardCells<S extends Square>(squares: readonly S[]): (S | null)[] | null {
  const chosen = [...squares].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).slice(0, SQUARES_PER_CARD);
  if (chosen.length < SQUARES_PER_CARD) return null;
  return [...chosen.slice(0, FREE_INDEX), null, ...chosen.slice(FREE_INDEX)];
}

const range = [0, 1, 2, 3, 4];

export interface WinLine {
  /** 'Row 2', 'Column 5', 'The diagonal from top left', 'The diagonal from top right' */
  name: string;
  cells: readonly number[];
}

export const WIN_LINES: readonly WinLine[] = [
  ...range.map((r) => ({ name: `Row ${r + 1}`, cells: range.map((c) => r * CARD_SIZE + c) })),
  ...range.map((c) => ({ name: `Column ${c + 1}`, cells: range.map((r) => r * CARD_SIZE + c) })),
  { name: "The diagonal from top left", cells: range.map((i) => i * CARD_SIZE + i) },
  { name: "The diagonal from top right", cells: range.map((i) => i * CARD_SIZE + (CARD_SIZE - 1 - i)) },
];

/** Which cells count as marked: the free centre always, squares when their id is in `marked`. */
export function markedCells(cells: readonly (Square | null)[], marked: ReadonlySet<string>): boolean[] {
  return cells.map((cell) => cell === null || marked.has(cell.id));
}

export function completedLines(marked: readonly boolean[]): WinLine[] {
  return WIN_LINES.filter((line) => line.cells.every((i) => marked[i]));
}
