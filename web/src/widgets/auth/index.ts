// Public pages and the header import this entry point: keep it light (no Firebase SDK, no admin or editor code).
export { AuthChecking } from "./components/AuthChecking";
export { PrivatePageSeo } from "./components/PrivatePageSeo";
export { useAuthGuard } from "./use-auth-guard";
export { refreshCurrentUser } from "./queries";
export { displayName, useCurrentUser } from "./use-current-user";
