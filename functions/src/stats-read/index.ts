/** What other folders use of stats-read/: they import it from here, never a file inside (docs/decisions/0098). */
export { sendMonthlySummaries } from "./monthly-summary";
export { adminStatsRoutes, ownerStatsRoutes } from "./routes";
export { composeHoursReminder, composeMonthlySummary } from "./summary-mail";
