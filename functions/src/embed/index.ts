/** What other folders use of embed/: they import it from here, never a file inside (docs/decisions/0098). */
export { embedRoutes } from "./routes";
