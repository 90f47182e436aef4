// Public pages and the header import this entry point: keep it light (no Firebase SDK, no admin or editor code).
export { AuthChecking } from "./components/AuthChecking";
export { PrivatePageSeo } from "./components/PrivatePageSeo";
export { useAuthGuard } from "./use-auth-guard";
export { CURRENT_USER_KEY, displayName, useCurrentUser } from "./use-current-user";
