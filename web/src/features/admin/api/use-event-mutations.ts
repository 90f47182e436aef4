/** Event writes (SPEC 7). After each, every cached events query is refetched (the list and single events). */
import type { CommunityEvent, EventInput } from "@main-street/domain/event";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPost, apiRequest } from "../../../lib/api-client";

const EVENTS_KEY = ["/api/events"] as const;

/** GET /api/events/{id}: loads one event for editing. */
export function useEventForEditing(id: string) {
  return useQuery<CommunityEvent>({ queryKey: [...EVENTS_KEY, id], retry: false });
}

function useRefetchEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EVENTS_KEY });
}

export function useCreateEvent() {
  const onSuccess = useRefetchEvents();
  return useMutation({
    mutationFn: (input: EventInput) => apiPost<CommunityEvent>("/api/admin/events", input),
    onSuccess,
  });
}

export function useUpdateEvent() {
  const onSuccess = useRefetchEvents();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EventInput }) =>
      apiRequest<CommunityEvent>("PUT", `/api/admin/events/${encodeURIComponent(id)}`, input),
    onSuccess,
  });
}

export function useDeleteEvent() {
  const onSuccess = useRefetchEvents();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/admin/events/${encodeURIComponent(id)}`),
    onSuccess,
  });
}
