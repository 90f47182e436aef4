/** Setting an owned business's one calendar to import from (docs/product.md#importing-calendars). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarSource } from "@main-street/domain/calendar-sources";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../lib/api-client";
import { showOwnerCalendar } from "./queries";

/** Sets the calendar's address (PUT), or stops importing (`address` null: DELETE). */
export function useSetOwnerCalendar(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: string | null) =>
      address === null
        ? apiRequest<null>("DELETE", api.owner.calendar.href(id))
        : apiRequest<CalendarSource>("PUT", api.owner.calendar.href(id), { address }),
    onSuccess: (saved) => showOwnerCalendar(client, id, saved ?? null),
  });
}
