/** What other folders use of businesses/: they import it from here, never a file inside (docs/decisions/0098). */
export { listHistory, openTrail, restoreField } from "./history";
export { businessRef } from "./refs";
export { businesses, getBusiness, listBusinesses } from "./repository";
export { businessRoutes, searchBusinesses } from "./routes";
