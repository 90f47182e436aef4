/** The staff inbox calls (functions/src/inbox/routes.ts); retries: lib/query-client. */
import {
  inboxApiPath,
  type InboxItem,
  type InboxPage,
  type InboxStatus,
  type InboxSummary,
  type InboxType,
  type InboxView,
} from "@main-street/domain/inbox";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../../lib/api-client";

export interface InboxFilter {
  type: InboxType | "";
  view: InboxView;
  q: string;
}

export const INBOX_KEY = ["inbox"] as const;
const SUMMARY_KEY = ["inbox", "summary"] as const;

/** The filter as query parameters, shared by the list and the CSV export. */
function filterParams({ type, view, q }: InboxFilter): URLSearchParams {
  const params = new URLSearchParams({ view });
  if (type) params.set("type", type);
  if (q.trim()) params.set("q", q.trim());
  return params;
}

export function exportUrl(filter: InboxFilter): string {
  return `${inboxApiPath()}/export.csv?${filterParams(filter).toString()}`;
}

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: [...INBOX_KEY, "list", filter],
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filter);
      if (pageParam) params.set("cursor", pageParam);
      return apiGet<InboxPage>(`${inboxApiPath()}?${params.toString()}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The number of New items, for the tab and the dashboard. */
export function useInboxSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => apiGet<InboxSummary>(`${inboxApiPath()}/summary`, signal),
  });
}

export function useSetInboxStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) =>
      apiRequest<InboxItem>("PUT", `${inboxApiPath(id)}/status`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ deleted: number }>("POST", `${inboxApiPath()}/delete-person`, { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

/** Approve (after the event editor saved the event) or decline an event proposal. */
export function useDecideProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string } & ({ eventId: string } | { note: string })) =>
      apiRequest<InboxItem>("PUT", `${inboxApiPath(id)}/${"eventId" in decision ? "approve" : "decline"}`, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

/** One item, for a link from a staff notice (?item=). */
export function useInboxItem(id: string | null) {
  return useQuery({
    queryKey: [...INBOX_KEY, "item", id],
    queryFn: ({ signal }) => apiGet<InboxItem>(inboxApiPath(id!), signal),
    enabled: id !== null,
    retry: false,
  });
}
