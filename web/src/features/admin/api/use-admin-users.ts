/** GET /api/admin/users and PUT /api/admin/users/{id}/role (docs/product.md#api); retries: lib/query-client. */
import type { Role, User } from "@main-street/domain/user";
import { api } from "@main-street/domain/paths";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { CURRENT_USER_KEY } from "../../../widgets/auth";

export const ADMIN_USERS_KEY = [api.admin.users.path] as const;

export function useAdminUsers() {
  return useQuery<User[]>({ queryKey: ADMIN_USERS_KEY });
}

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiRequest<User>("PUT", api.admin.userRole.href(id), { role }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]);
    },
  });
}
