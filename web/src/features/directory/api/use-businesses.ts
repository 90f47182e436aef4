/** The directory's reads, through the queries its route modules load (lib/queries.ts). */
import type { DirectoryQuery } from "@main-street/domain/directory";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { businessQuery, directoryQuery } from "../../../lib/queries";

/** What the directory shows for a query. The previous results stay on screen while the next ones load. */
export function useDirectory(query: DirectoryQuery | null) {
  return useQuery({
    ...directoryQuery(query ?? { q: "", category: null, open: false, access: null, page: 1 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** One business; null when it doesn't exist (the server render embeds null for an unknown id). */
export function useBusiness(id: string | undefined) {
  return useQuery({ ...businessQuery(id ?? ""), enabled: Boolean(id) });
}
