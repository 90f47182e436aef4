/** The playable Snap A Selfie Bingo card; marks and selfies stay on the visitor's phone. */
export { BingoCard, type BingoCardProps } from "./BingoCard";
export { useBingoSquares } from "./api/use-bingo-squares";
