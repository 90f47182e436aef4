/** The District days tab's writes (functions/src/district-days/routes.ts); the list is in ../queries.ts. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DistrictDay, DistrictDayInput } from "@main-street/domain/district-days";
import { api } from "@main-street/domain/paths";
import { apiRequest } from "../../../lib/api-client";

/** Names a day (every owner is e-mailed before it answers); the public lists then say which listings haven't answered. */
export function useNameDistrictDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DistrictDayInput) => apiRequest<DistrictDay>("POST", api.admin.districtDays.href(), input),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useRemoveDistrictDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", api.admin.districtDay.href(id)),
    onSuccess: () => client.invalidateQueries(),
  });
}
