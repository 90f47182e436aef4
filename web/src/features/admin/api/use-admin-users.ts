/** PUT /api/admin/users/{id}/role (docs/product.md#api); the list is read in ../queries.ts. */
import type { Role, User } from "@main-street/domain/user";
import { api } from "@main-street/domain/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshCurrentUser } from "../../../widgets/auth";
import { refreshAdminUsers } from "../queries";

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiRequest<User>("PUT", api.admin.userRole.href(id), { role }),
    onSuccess: async () => {
      await Promise.all([refreshAdminUsers(client), refreshCurrentUser(client)]);
    },
  });
}
