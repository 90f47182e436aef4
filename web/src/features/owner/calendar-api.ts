/** An owned business's one calendar to import from (docs/product.md#importing-calendars). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarSource } from "@main-street/domain/calendar-sources";
import { api } from "@main-street/domain/paths";
import { apiGet, apiRequest } from "../../lib/api-client";

const key = (id: string) => [api.owner.calendar.path, id];

/** The business's calendar, or null when it has none. No retries, so a refusal shows at once. */
export function useOwnerCalendar(id: string) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => apiGet<CalendarSource | null>(api.owner.calendar.href(id), signal),
    retry: false,
  });
}

/** Sets the calendar's address (PUT), or stops importing (`address` null: DELETE). */
export function useSetOwnerCalendar(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: string | null) =>
      address === null
        ? apiRequest<null>("DELETE", api.owner.calendar.href(id))
        : apiRequest<CalendarSource>("PUT", api.owner.calendar.href(id), { address }),
    onSuccess: (saved) => client.setQueryData(key(id), saved ?? null),
  });
}
