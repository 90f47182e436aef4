/** What other folders use of auth/: they import it from here, never a file inside (docs/decisions/0098). */
export { csrfProtection, currentUser, requireAdmin, requireUser } from "./middleware";
export { navigationRoutes } from "./navigation-routes";
export { authRoutes } from "./routes";
export { readSessionCookie } from "./session-cookie";
export { allowedOrigins, requestOrigin, siteOrigin } from "./site-origin";
