/** Query defaults and retry rules: docs/product.md#api. */
import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { apiGet, isUnauthorized } from "./api-client";

/** ['/api/businesses', 'x'] -> '/api/businesses/x'; a trailing object becomes the query string. */
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
  const path = parts.join("/").replace(/\/{2,}/g, "/");
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
  client.setQueryDefaults(["/api/businesses"], { retry: retryUnlessUnauthorized });
  client.setQueryDefaults(["/api/admin/users"], { retry: retryUnlessUnauthorized });
  return client;
}
