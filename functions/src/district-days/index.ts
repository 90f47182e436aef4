/** What other folders use of district-days/: they import it from here, never a file inside (docs/decisions/0098). */
export { districtDayStatuses, nameDistrictDay, removeDistrictDay } from "./announce";
export { composeDistrictDay } from "./mail";
export { adminDistrictDayRoutes, districtDayAnswerRoutes } from "./routes";
