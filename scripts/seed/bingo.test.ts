import { bingoSquareInputSchema } from "@main-street/domain/bingo";
import { cardCells, SQUARES_PER_CARD } from "@main-street/domain/bingo-card";
import { seedBingoSquares } from "./bingo";

describe("seed bingo squares", () => {
  it("fill exactly one card, with unique slug ids and orders", () => {
    expect(seedBingoSquares).toHaveLength(SQUARES_PER_CARD);
    expect(cardCells(seedBingoSquares)).not.toBeNull();
    for (const s of seedBingoSquares) expect(s.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(seedBingoSquares.map((s) => s.id)).size).toBe(SQUARES_PER_CARD);
    expect(new Set(seedBingoSquares.map((s) => s.order)).size).toBe(SQUARES_PER_CARD);
  });

  it.each(seedBingoSquares.map((s) => [s.id, s] as const))("%s passes the schema unchanged", (_id, square) => {
    const { id: _omit, ...input } = square;
    expect(bingoSquareInputSchema.parse(input)).toEqual(input);
  });
});
