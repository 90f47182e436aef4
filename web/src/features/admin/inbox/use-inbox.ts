/** The staff inbox calls (functions/src/inbox/routes.ts); retries: lib/query-client. */
import {
  type InboxItem,
  type InboxPage,
  type InboxStatus,
  type InboxSummary,
  type InboxType,
  type InboxView,
} from "@main-street/domain/inbox";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@main-street/domain/paths";
import { apiGet, apiRequest } from "../../../lib/api-client";

export interface InboxFilter {
  type: InboxType | "";
  view: InboxView;
  q: string;
}

export const INBOX_KEY = ["inbox"] as const;
const SUMMARY_KEY = ["inbox", "summary"] as const;

/** The filter as query parameters, shared by the list and the CSV export. */
function filterQuery({ type, view, q }: InboxFilter) {
  return { view, type: type || undefined, q: q.trim() || undefined };
}

export function exportUrl(filter: InboxFilter): string {
  return api.admin.inbox.export.href(filterQuery(filter));
}

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: [...INBOX_KEY, "list", filter],
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) => {
      const query = { ...filterQuery(filter), cursor: pageParam || undefined };
      return apiGet<InboxPage>(api.admin.inbox.list.href(query), signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The number of New items, for the tab and the dashboard. */
export function useInboxSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => apiGet<InboxSummary>(api.admin.inbox.summary.href(), signal),
  });
}

export function useSetInboxStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) =>
      apiRequest<InboxItem>("PUT", api.admin.inbox.status.href(id), { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ deleted: number }>("POST", api.admin.inbox.deletePerson.href(), { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
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
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

/** One item, for a link from a staff notice (?item=). */
export function useInboxItem(id: string | null) {
  return useQuery({
    queryKey: [...INBOX_KEY, "item", id],
    queryFn: ({ signal }) => apiGet<InboxItem>(api.admin.inbox.item.href(id!), signal),
    enabled: id !== null,
    retry: false,
  });
}
