/** The signed-in account, or null (docs/product.md#api); asked only where the sign-in hint cookie says it may be. */
import type { User } from "@main-street/domain/user";
import { useQuery } from "@tanstack/react-query";
import { currentUserQuery } from "./queries";

/** Set beside the HttpOnly session cookie at sign-in (functions/src/auth/session-cookie.ts); holds no secret. */
function maySignedIn(): boolean {
  // The server renders every visitor signed out (its HTML is shared); the browser asks after hydrating.
  return typeof document !== "undefined" && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

export function useCurrentUser(): { user: User | null; isLoading: boolean; isAdmin: boolean } {
  // Signed-out visitors (no hint cookie) are known to be signed out without asking the server.
  const query = useQuery({ ...currentUserQuery, enabled: maySignedIn() });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAdmin: user?.role === "admin" };
}

export function displayName(user: User): string {
  return user.firstName || user.email || "User";
}
