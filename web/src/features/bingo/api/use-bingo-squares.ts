/** The key is the URL part (lib/query-client fetches by key), shared by the bingo page and the admin tab. */
import type { BingoSquare } from "@main-street/domain/bingo";
import { publicApiPath, bingoSquareKind } from "@main-street/domain/records";
import { useQuery } from "@tanstack/react-query";

export function useBingoSquares() {
  return useQuery<BingoSquare[]>({ queryKey: [publicApiPath(bingoSquareKind)] });
}
