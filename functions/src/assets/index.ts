/** What other folders use of assets/: they import it from here, never a file inside (docs/decisions/0098). */
export { assetRoutes } from "./routes";
