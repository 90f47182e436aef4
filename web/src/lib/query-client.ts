/** Query defaults and retry rules: docs/product.md#api. */
import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { api } from "@main-street/domain/paths";
import { apiGet, isUnauthorized } from "./api-client";

/** [api.businesses.path, id] is the business's address (parts joined with slashes); a trailing object is the query. */
export function queryKeyToUrl(key: QueryKey): string {
  const parts: string[] = [];
  let params = "";
  for (const part of key) {
    if (part !== null && typeof part === "object") {
      const entries = Object.entries(part as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== "");
      params = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
    } else {
      parts.push(String(part));
    }
  }
  const joined = parts.join("/");
  const path = joined.replace(/\/{2,}/g, "/");
  return params ? `${path}?${params}` : path;
}

const fetchByKey: QueryFunction = ({ queryKey, signal }) => apiGet(queryKeyToUrl(queryKey), signal);

export function retryUnlessUnauthorized(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && !isUnauthorized(error);
}

/**
 * `queryFn` replaces the API fetch: the server render loads each key from the function's own repositories, once
 * (a failure there fails the request; retries are the browser's).
 */
export function createQueryClient({ queryFn }: { queryFn?: QueryFunction } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: queryFn ?? fetchByKey, retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  if (queryFn) return client;
  // Prefix match: a hook for a key under these (e.g. one business) must set its own `retry: false`.
  client.setQueryDefaults([api.businesses.path], { retry: retryUnlessUnauthorized });
  client.setQueryDefaults([api.admin.users.path], { retry: retryUnlessUnauthorized });
  return client;
}
