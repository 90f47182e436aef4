/**
 * The key is the URL part (lib/query-client fetches by key): publicApiPath(bingoSquareKind), written out because
 * the descriptor module carries the write schemas (zod), which the public card must not download.
 */
import type { BingoSquare } from "@main-street/domain/bingo";
import { useQuery } from "@tanstack/react-query";

const BINGO_SQUARES_KEY = ["/api/bingo-squares"] as const;

export function useBingoSquares() {
  return useQuery<BingoSquare[]>({ queryKey: BINGO_SQUARES_KEY });
}
