/**
 * One kind's admin writes (docs/product.md#api). After each, the reads it changed are fetched again
 * (../queries.ts refreshKind): the kind's list, each record, and for businesses the searches and categories
 * (docs/product.md#admin).
 */
import { adminApiPath, type RecordKind } from "@main-street/domain/records";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, apiRequest } from "../../../lib/api-client";
import { refreshKind } from "../queries";

export function useCreateRecord<R>(kind: RecordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: object) => apiPost<R>(adminApiPath(kind), payload),
    onSuccess: () => refreshKind(client, kind),
  });
}

/** Also the staff's reads of the record (a business's history). */
export function useUpdateRecord<R>(kind: RecordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: object }) =>
      apiRequest<R>("PUT", adminApiPath(kind, id), payload),
    onSuccess: (_saved, { id }) => refreshKind(client, kind, id),
  });
}

export function useDeleteRecord(kind: RecordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", adminApiPath(kind, id)),
    onSuccess: () => refreshKind(client, kind),
  });
}
