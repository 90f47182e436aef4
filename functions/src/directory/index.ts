/** What other folders use of directory/: they import it from here, never a file inside (docs/decisions/0098). */
export { directoryPage, homePage, thisWeekPage } from "./directory";
export { directoryRoutes } from "./routes";
