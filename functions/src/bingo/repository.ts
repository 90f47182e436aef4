import { bingoSquareKind } from "@main-street/domain/records";
import { recordRepository } from "../records/repository";

/** The bingo squares, read with the kind's schema, in card order (order, then id: the card's own tie rule). */
export const bingoSquares = recordRepository({
  kind: bingoSquareKind,
  compare: (a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  descriptionRequiredOnCreate: false,
});
