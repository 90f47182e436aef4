/** Keys are the API addresses (lib/query-client fetches by key); the server render embeds the same keys. */
import type { Business } from "@main-street/domain/business";
import type { DirectoryQuery, DirectoryResult } from "@main-street/domain/directory";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { businessKey, directoryQueryKey } from "../../../lib/query-keys";

/** What the directory shows for a query. The previous results stay on screen while the next ones load. */
export function useDirectory(query: DirectoryQuery | null) {
  return useQuery<DirectoryResult>({
    queryKey: query ? directoryQueryKey(query) : ["/api/directory", "invalid"],
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** One business; null when it doesn't exist (the server render embeds null for an unknown id). No retries. */
export function useBusiness(id: string | undefined) {
  return useQuery<Business | null>({ queryKey: businessKey(id ?? ""), enabled: Boolean(id), retry: false });
}
