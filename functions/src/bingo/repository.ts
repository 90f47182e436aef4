import type { BingoSquare } from "@main-street/domain/bingo";
import { bingoSquareKind } from "@main-street/domain/records";
import { recordRepository } from "../records/repository";

/** The bingo squares, in card order (order, then id: the card's own tie rule). */
export const bingoSquares = recordRepository({
  kind: bingoSquareKind,
  fromDoc(doc): BingoSquare | null {
    const d = doc.data();
    if (!d) return null;
    return {
      id: doc.id,
      title: String(d.title ?? ""),
      hint: String(d.hint ?? ""),
      image: String(d.image ?? ""),
      order: typeof d.order === "number" ? d.order : 0,
    };
  },
  compare: (a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  descriptionRequiredOnCreate: false,
});
