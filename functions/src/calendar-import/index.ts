/** What other folders use of calendar-import/: they import it from here, never a file inside (docs/decisions/0098). */
export { adminCalendarRoutes } from "./admin-routes";
export { importCalendars } from "./import-job";
export { ownerCalendarRoutes } from "./owner-routes";
export { createSource, listSources, removeOwnerCalendars, removeSource, updateSource } from "./sources";
