/** The current user is fetched again after a save, so the header shows the new name at once. */
import type { User } from "@main-street/domain/user";
import { api } from "@main-street/domain/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshCurrentUser } from "../../../widgets/auth";

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<User>("PUT", api.auth.profile.href(), input),
    onSuccess: () => refreshCurrentUser(client),
  });
}
