/** What other folders use of calendar/: they import it from here, never a file inside (docs/decisions/0098). */
export { askedBusiness, askedCategory } from "./feed-filters";
export { calendarRoutes } from "./routes";
