/** The Calendars tab's calls (functions/src/calendar-import/admin-routes.ts); retries: lib/query-client. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarRun, CalendarSource, CalendarSourceInput } from "@main-street/domain/calendar-sources";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";
import { INBOX_KEY } from "../inbox/use-inbox";

const SOURCES_KEY = [api.admin.calendarSources.path] as const;

export function useCalendarSources() {
  return useQuery<CalendarSource[]>({ queryKey: SOURCES_KEY });
}

/** Adds a source (no id) or changes one. */
export function useSaveCalendarSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CalendarSourceInput }) =>
      id
        ? apiRequest<CalendarSource>("PUT", api.admin.calendarSource.href(id), input)
        : apiRequest<CalendarSource>("POST", api.admin.calendarSources.href(), input),
    onSuccess: () => client.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}

export function useRemoveCalendarSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", api.admin.calendarSource.href(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}

/** "Import now": the run's record; the events lists show what it changed. */
export function useImportNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<CalendarRun>("POST", api.admin.calendarImport.href(id)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SOURCES_KEY }),
        client.invalidateQueries({ queryKey: [api.events.path] }),
        client.invalidateQueries({ queryKey: INBOX_KEY }),
      ]),
  });
}
