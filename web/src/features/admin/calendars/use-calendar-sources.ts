/** The Calendars tab's writes (functions/src/calendar-import/admin-routes.ts); the list is in ../queries.ts. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarRun, CalendarSource, CalendarSourceInput } from "@main-street/domain/calendar-sources";
import { api } from "@main-street/domain/paths";
import { eventKind } from "@main-street/domain/records";
import { apiRequest } from "../../../lib/api-client";
import { refreshCalendarSources, refreshInbox, refreshKind } from "../queries";

/** Adds a source (no id) or changes one. */
export function useSaveCalendarSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CalendarSourceInput }) =>
      id
        ? apiRequest<CalendarSource>("PUT", api.admin.calendarSource.href(id), input)
        : apiRequest<CalendarSource>("POST", api.admin.calendarSources.href(), input),
    onSuccess: () => refreshCalendarSources(client),
  });
}

export function useRemoveCalendarSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", api.admin.calendarSource.href(id)),
    onSuccess: () => refreshCalendarSources(client),
  });
}

/** "Import now": the run's record; the events lists show what it changed. */
export function useImportNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<CalendarRun>("POST", api.admin.calendarImport.href(id)),
    onSuccess: () =>
      Promise.all([refreshCalendarSources(client), refreshKind(client, eventKind), refreshInbox(client)]),
  });
}
