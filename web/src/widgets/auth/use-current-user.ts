/**
 * Never retried: a 401 means signed out (docs/product.md#api).
 * Any other error (e.g. the endpoint not deployed yet) is treated as signed out too.
 */
import type { User } from "@main-street/domain/user";
import { api } from "@main-street/domain/paths";
import { useQuery } from "@tanstack/react-query";
import { apiGet, isUnauthorized } from "../../lib/api-client";

export const CURRENT_USER_KEY = [api.auth.user.path] as const;

/** Set beside the HttpOnly session cookie at sign-in (functions/src/auth/session-cookie.ts); holds no secret. */
function maySignedIn(): boolean {
  // The server renders every visitor signed out (its HTML is shared); the browser asks after hydrating.
  return typeof document !== "undefined" && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

export function useCurrentUser(): { user: User | null; isLoading: boolean; isAdmin: boolean } {
  const query = useQuery<User | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<User>(api.auth.user.href(), signal);
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    retry: false,
    // Signed-out visitors (no hint cookie) are known to be signed out without asking the server.
    enabled: maySignedIn(),
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAdmin: user?.role === "admin" };
}

export function displayName(user: User): string {
  return user.firstName || user.email || "User";
}
