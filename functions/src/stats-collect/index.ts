/** What other folders use of stats-collect/: they import it from here, never a file inside (docs/decisions/0098). */
export { statsBeaconRoutes } from "./routes";
