/**
 * Every router of the API names its routes in full, within /api (where app.ts mounts them all, in one router): the
 * addresses themselves come from the registry (@main-street/domain/paths), so a route and the links to it can't
 * drift apart, and a route's address reads the same in its router as in app.ts and the web app.
 */
import { api, relativeTo } from "@main-street/domain/paths";

/** An API address as the routers, mounted at /api, name it. */
export const inApi = <P extends string>(path: P) => relativeTo(api.path, path);
