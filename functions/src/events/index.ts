/** What other folders use of events/: they import it from here, never a file inside (docs/decisions/0098). */
export { adminEventRoutes } from "./admin-routes";
export { managedEvents } from "./categories";
export { proposalHost } from "./host-check";
export { hostRoutes } from "./host-routes";
export { servedBusiness, servedEvent } from "./hosts";
export { events, getEvent, listEvents } from "./repository";
export { eventRoutes } from "./routes";
