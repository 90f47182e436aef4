import fc from "fast-check";
import { BINGO_LIMITS, bingoSquareInputSchema } from "./bingo";
import { cardCells, completedLines, FREE_INDEX, markedCells, WIN_LINES } from "./bingo-card";

const squares = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `s${String(i).padStart(2, "0")}`, order: n - i, title: `Spot ${i}` }));

describe("bingoSquareInputSchema", () => {
  it("accepts a square and fills the optional fields", () => {
    expect(bingoSquareInputSchema.parse({ title: "  Boulder Dam Hotel " })).toEqual({
      title: "Boulder Dam Hotel",
      hint: "",
      image: "",
      order: 0,
    });
  });

  it("refuses what a card can't show, with messages a person understands", () => {
    const problems = (input: unknown) =>
      bingoSquareInputSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(problems({ title: "" })).toEqual(["title: Title is required"]);
    expect(problems({ title: "x".repeat(BINGO_LIMITS.title + 1) })).toEqual([
      "title: Title must be at most 40 characters",
    ]);
    expect(problems({ title: "Two\nlines" })).toEqual(["title: Title can't contain line breaks or control characters"]);
    expect(problems({ title: "Ok", hint: "Tab\there" })).toEqual([
      "hint: Hint can't contain line breaks or control characters",
    ]);
    expect(problems({ title: "Ok", hint: "x".repeat(BINGO_LIMITS.hint + 1) })).toEqual([
      "hint: Hint must be at most 200 characters",
    ]);
    expect(problems({ title: "Ok", image: "javascript:alert(1)" })).toEqual([
      "image: Image must be an uploaded image or a web address starting with https://",
    ]);
    expect(problems({ title: "Ok", order: 1.5 })).toEqual(["order: Order must be a whole number"]);
    expect(problems({ title: "Ok", order: -1 })).toEqual(["order: Order can't be negative"]);
  });
});

describe("cardCells", () => {
  it("puts the first 24 squares by order around a free centre", () => {
    const cells = cardCells(squares(30))!;
    expect(cells).toHaveLength(25);
    expect(cells[FREE_INDEX]).toBeNull();
    const ids = cells.filter((c) => c !== null).map((c) => c.order);
    expect(ids).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it("breaks ties in order by id, and needs 24 squares", () => {
    const tied = squares(24).map((s) => ({ ...s, order: 0 }));
    expect(cardCells(tied)![0]!.id).toBe("s00");
    expect(cardCells(squares(23))).toBeNull();
  });
});

describe("winning lines", () => {
  it("are the 5 rows, 5 columns and 2 diagonals, 4 of them through the free centre", () => {
    const fiveOf = (line: string) => [1, 2, 3, 4, 5].map((n) => `${line} ${n}`);
    expect(WIN_LINES.map((l) => l.name)).toEqual([
      ...fiveOf("Row"),
      ...fiveOf("Column"),
      "The diagonal from top left",
      "The diagonal from top right",
    ]);
    expect(WIN_LINES.find((l) => l.name === "Column 2")!.cells).toEqual([1, 6, 11, 16, 21]);
    expect(WIN_LINES.find((l) => l.name === "The diagonal from top right")!.cells).toEqual([4, 8, 12, 16, 20]);
    expect(WIN_LINES.filter((l) => l.cells.includes(FREE_INDEX))).toHaveLength(4);
  });

  it("a fresh card has only the free centre marked and no line", () => {
    const marked = markedCells(cardCells(squares(24))!, new Set());
    expect(marked.filter(Boolean)).toHaveLength(1);
    expect(completedLines(marked)).toEqual([]);
  });

  it("four squares through the centre complete its row (property: any marking, against coordinates)", () => {
    const cells = cardCells(squares(24))!;
    const row3 = [10, 11, 13, 14].map((i) => cells[i]!.id);
    expect(completedLines(markedCells(cells, new Set(row3))).map((l) => l.name)).toEqual(["Row 3"]);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }), (bits) => {
        const marked = bits.map((b, i) => b || i === FREE_INDEX);
        const at = (r: number, c: number) => marked[r * 5 + c]!;
        const n = [0, 1, 2, 3, 4];
        const expected = [
          ...n.filter((r) => n.every((c) => at(r, c))).map((r) => `Row ${r + 1}`),
          ...n.filter((c) => n.every((r) => at(r, c))).map((c) => `Column ${c + 1}`),
          ...(n.every((i) => at(i, i)) ? ["The diagonal from top left"] : []),
          ...(n.every((i) => at(i, 4 - i)) ? ["The diagonal from top right"] : []),
        ];
        expect(completedLines(marked).map((l) => l.name)).toEqual(expected);
      }),
    );
  });
});
