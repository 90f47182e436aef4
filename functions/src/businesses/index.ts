/** What other folders use of businesses/: they import it from here, never a file inside (docs/decisions/0098). */
export { districtDayOf, districtDays, listDistrictDays } from "./district-days";
export { listHistory, openTrail, restoreField } from "./history";
export { businessRef } from "./refs";
export { businesses, getBusiness, listBusinesses, refusePastSpecialHours } from "./repository";
export { businessRoutes, searchBusinesses } from "./routes";
