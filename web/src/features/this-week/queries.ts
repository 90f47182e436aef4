/** /this-week's read (docs/product.md#this-week). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@main-street/domain/paths";
import type { ThisWeek } from "@main-street/domain/this-week";

/** The next seven days, or with `week` a weekly e-mail's edition (its web copy); null for a week without one. */
export const thisWeekQuery = (week?: string) =>
  queryOptions<ThisWeek | null>({ queryKey: week ? [api.thisWeek.path, { week }] : [api.thisWeek.path], retry: false });

export function useThisWeek(week?: string) {
  return useQuery(thisWeekQuery(week));
}
