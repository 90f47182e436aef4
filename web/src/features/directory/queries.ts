/** The directory's reads; one business is a public record, read by several features (lib/queries.ts). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryQuery, DirectoryResult } from "@main-street/domain/directory";
import { api } from "@main-street/domain/paths";

/** Empty values are left out of the URL; the object's shape is the same on the server and in the browser. */
export const directoryQuery = ({ q, category, open, access, page }: DirectoryQuery) =>
  queryOptions<DirectoryResult>({
    // Every value a string, as the address carries it: the server reads the key with the API's own query schema.
    queryKey: [
      api.directory.path,
      {
        q,
        category: category ?? "",
        open: open ? "now" : "",
        access: access ?? "",
        page: page > 1 ? String(page) : "",
      },
    ],
  });

/** What the directory shows for a query. The previous results stay on screen while the next ones load. */
export function useDirectory(query: DirectoryQuery | null) {
  return useQuery({
    ...directoryQuery(query ?? { q: "", category: null, open: false, access: null, page: 1 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
