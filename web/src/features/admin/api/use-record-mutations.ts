/**
 * One kind's admin calls (docs/product.md#api). After each write, every cached query under the kind's public path is
 * refetched: its list, each record, and for businesses the searches and categories (docs/product.md#admin).
 */
import { adminApiPath, publicApiPath, type RecordKind } from "@main-street/domain/records";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPost, apiRequest } from "../../../lib/api-client";

/** GET /api/{collection}/{id} for the edit screen; no retries, so a missing record shows 'Not Found' at once. */
export function useRecordForEditing<R>(kind: RecordKind, id: string) {
  return useQuery<R>({ queryKey: [publicApiPath(kind), id], retry: false });
}

/** Fetches again every cached query under the kind's public path. */
export function useRefetchKind(kind: RecordKind) {
  const client = useQueryClient();
  const path = publicApiPath(kind);
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey: [first] }) =>
        typeof first === "string" && (first === path || first.startsWith(path + "/")),
    });
}

export function useCreateRecord<R>(kind: RecordKind) {
  const onSuccess = useRefetchKind(kind);
  return useMutation({ mutationFn: (payload: object) => apiPost<R>(adminApiPath(kind), payload), onSuccess });
}

export function useUpdateRecord<R>(kind: RecordKind) {
  const onSuccess = useRefetchKind(kind);
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: object }) =>
      apiRequest<R>("PUT", adminApiPath(kind, id), payload),
    onSuccess,
  });
}

export function useDeleteRecord(kind: RecordKind) {
  const onSuccess = useRefetchKind(kind);
  return useMutation({ mutationFn: (id: string) => apiRequest<void>("DELETE", adminApiPath(kind, id)), onSuccess });
}
