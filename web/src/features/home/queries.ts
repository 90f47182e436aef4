/** Home reads its own summary (category counts and featured cards), never the whole business list. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeSummary } from "@main-street/domain/home";
import { api } from "@main-street/domain/paths";

export const homeQuery = queryOptions<HomeSummary>({ queryKey: [api.home.path] });

export function useHomeSummary() {
  return useQuery(homeQuery);
}
