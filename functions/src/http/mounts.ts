/**
 * The API's routers name their routes relative to where app.ts mounts them; the addresses themselves come from the
 * registry (@main-street/domain/paths), so a route and the links to it can't drift apart.
 */
import { api, relativeTo } from "@main-street/domain/paths";

/** An API address as a router mounted at /api names it. */
export const inApi = <P extends string>(path: P) => relativeTo(api.path, path);

/** An admin API address as a router mounted at /api/admin names it. */
export const inAdmin = <P extends string>(path: P) => relativeTo(api.admin.path, path);
