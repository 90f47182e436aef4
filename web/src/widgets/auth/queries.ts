/**
 * Who is signed in. Never retried: a 401 means signed out (docs/product.md#api), and any other error (e.g. the
 * endpoint not deployed yet) is treated as signed out too.
 */
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { User } from "@main-street/domain/user";
import { api } from "@main-street/domain/paths";
import { isUnauthorized } from "../../lib/api-client";
import { fetchByKey, refreshReads } from "../../lib/query-client";

export const currentUserQuery = queryOptions<User | null>({
  queryKey: [api.auth.user.path],
  queryFn: async (context) => {
    try {
      return await fetchByKey<User>(context);
    } catch (error) {
      if (isUnauthorized(error)) return null;
      throw error;
    }
  },
  retry: false,
});

/** After a change to the account (its name, its role): the header and menus show it at once. */
export function refreshCurrentUser(client: QueryClient) {
  return refreshReads(client, [api.auth.user.href()], "at");
}
