/**
 * The owners' area's reads (docs/product.md#owners); the list of every owned listing is the widget's. No retries, so
 * a refusal shows at once.
 */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { CalendarSource } from "@main-street/domain/calendar-sources";
import type { SummarySetting } from "@main-street/domain/listing-stats-read";
import type { OwnedBusiness } from "@main-street/domain/owners";
import { api } from "@main-street/domain/paths";
import { refreshReads } from "../../lib/query-client";

export const ownedBusinessQuery = (id: string) =>
  queryOptions<OwnedBusiness>({ queryKey: [api.owner.business.href(id)], retry: false });

/** The business's one calendar to import from (docs/product.md#importing-calendars), or null when it has none. */
export const ownerCalendarQuery = (id: string) =>
  queryOptions<CalendarSource | null>({ queryKey: [api.owner.calendar.href(id)], retry: false });

/** Whether the monthly summary e-mail is sent (docs/product.md#listing-statistics). */
export const monthlySummaryQuery = queryOptions<SummarySetting>({
  queryKey: [api.owner.monthlySummary.path],
  retry: false,
});

/** Loaded once the page knows who is signed in (`enabled`). */
export function useOwnedBusiness(id: string, enabled = true) {
  return useQuery({ ...ownedBusinessQuery(id), enabled });
}

export function useOwnerCalendar(id: string) {
  return useQuery(ownerCalendarQuery(id));
}

export function useMonthlySummary() {
  return useQuery(monthlySummaryQuery);
}

/** A saved calendar (or null: none), as the API answered it: no second read. */
export function showOwnerCalendar(client: QueryClient, id: string, saved: CalendarSource | null) {
  client.setQueryData(ownerCalendarQuery(id).queryKey, saved);
}

export function showMonthlySummary(client: QueryClient, saved: SummarySetting) {
  client.setQueryData(monthlySummaryQuery.queryKey, saved);
}

/** After a revision: the listing and the list of them show it. */
export function refreshOwnedBusiness(client: QueryClient, id: string) {
  return refreshReads(client, [api.owner.businesses.href(), api.owner.business.href(id)], "at");
}
