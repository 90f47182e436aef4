/** The bingo square form's values and their mapping to and from the API (the order field holds text). */
import type { BingoSquare } from "@main-street/domain/bingo";
import { bingoSquareKind } from "@main-street/domain/records";
import type { RecordForm } from "./record-form";

export interface BingoSquareFormValues {
  title: string;
  hint: string;
  image: string;
  /** As the number field gives it (Formik parses a typed number; empty is ""); empty is 0. */
  order: string | number;
}

const BLANK_BINGO_SQUARE: BingoSquareFormValues = { title: "", hint: "", image: "", order: "" };

function bingoSquarePayload(values: BingoSquareFormValues) {
  const order = String(values.order).trim();
  return { title: values.title, hint: values.hint, image: values.image, order: order === "" ? 0 : Number(order) };
}

export const bingoSquareForm = {
  kind: bingoSquareKind,
  blank: BLANK_BINGO_SQUARE,
  fromRecord: (square: BingoSquare) => ({
    title: square.title,
    hint: square.hint,
    image: square.image,
    order: String(square.order),
  }),
  addPayload: bingoSquarePayload,
  editPayload: bingoSquarePayload,
} satisfies RecordForm<BingoSquare, BingoSquareFormValues>;
