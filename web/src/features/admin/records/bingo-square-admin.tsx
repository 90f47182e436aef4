/** The selfie-bingo squares in the admin area (docs/decisions/0021-selfie-bingo.md): the list shows order and hint. */
import GridOffIcon from "@mui/icons-material/GridOff";
import Typography from "@mui/material/Typography";
import type { BingoSquare } from "@main-street/domain/bingo";
import { pages } from "@main-street/domain/paths";
import { useBingoSquares } from "../../../lib/queries";
import { BingoSquareFields } from "../components/BingoSquareFields";
import { bingoSquareForm } from "../forms/bingo-square-form";
import { defineAdminRecord } from "./define-admin-record";

function BingoSquareDetails({ record }: { record: BingoSquare }) {
  return record.hint ? <Typography variant="body2">{record.hint}</Typography> : null;
}

export const bingoSquareAdmin = defineAdminRecord({
  form: bingoSquareForm,
  nameOf: (square: BingoSquare) => square.title,
  publicPath: () => pages.bingo.href(),
  useList: useBingoSquares,
  Fields: BingoSquareFields,
  badges: (square) => [{ label: `Order ${square.order}`, outlined: true }],
  Details: BingoSquareDetails,
  emptyTitle: "No bingo squares yet",
  notFoundHint: "The bingo square you're looking for doesn't exist or has been removed.",
  notFoundIcon: <GridOffIcon />,
  signInAgainOnDelete: false,
});
