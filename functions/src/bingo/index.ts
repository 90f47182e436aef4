/** What other folders use of bingo/: they import it from here, never a file inside (docs/decisions/0098). */
export { bingoSquares } from "./repository";
export { bingoRoutes } from "./routes";
