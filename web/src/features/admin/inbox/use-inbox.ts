/** The staff inbox's writes (functions/src/inbox/routes.ts); its reads are in ../queries.ts. */
import type { InboxItem, InboxStatus } from "@main-street/domain/inbox";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";
import { inboxFilterParams, refreshInbox, type InboxFilter } from "../queries";

export function exportUrl(filter: InboxFilter): string {
  return api.admin.inbox.export.href(inboxFilterParams(filter));
}

export function useSetInboxStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) =>
      apiRequest<InboxItem>("PUT", api.admin.inbox.status.href(id), { status }),
    onSuccess: () => refreshInbox(client),
  });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ deleted: number }>("POST", api.admin.inbox.deletePerson.href(), { email }),
    onSuccess: () => refreshInbox(client),
  });
}

/** Approve (after the event editor saved the event) or decline an event proposal. */
export function useDecideProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string } & ({ eventId: string } | { note: string })) =>
      apiRequest<InboxItem>(
        "PUT",
        ("eventId" in decision ? api.admin.inbox.approve : api.admin.inbox.decline).href(id),
        decision,
      ),
    onSuccess: () => refreshInbox(client),
  });
}
