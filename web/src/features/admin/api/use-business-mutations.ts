/** Business writes (SPEC 7). After each, every cached business query (list, one, search, category) is refetched. */
import type { Business, BusinessInput } from "@main-street/domain/business";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPost, apiRequest } from "../../../lib/api-client";

/** GET /api/businesses/{id} for the edit screen. */
export function useBusinessForEditing(id: string) {
  return useQuery<Business>({ queryKey: ["/api/businesses", id], retry: false });
}

function useRefetchBusinesses() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/businesses") });
}

export function useCreateBusiness() {
  const onSuccess = useRefetchBusinesses();
  return useMutation({
    mutationFn: (input: BusinessInput) => apiPost<Business>("/api/admin/businesses", input),
    onSuccess,
  });
}

export function useUpdateBusiness() {
  const onSuccess = useRefetchBusinesses();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BusinessInput }) =>
      apiRequest<Business>("PUT", `/api/admin/businesses/${encodeURIComponent(id)}`, input),
    onSuccess,
  });
}

export function useDeleteBusiness() {
  const onSuccess = useRefetchBusinesses();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/admin/businesses/${encodeURIComponent(id)}`),
    onSuccess,
  });
}
