/**
 * Query defaults and retry rules (docs/product.md#api), and the one key convention (docs/decisions/0095): a read's
 * key is its URL, as the address registry (@main-street/domain/paths) writes it. The parts are joined with slashes
 * and a trailing object is the query, so `[api.businesses.path, id]` is the business's address and
 * `[api.owner.business.href(id)]` an owned one's. Each feature's keys live in its `queries.ts` (the lint forbids
 * `queryKey` elsewhere), and reads are fetched from the URL their key spells.
 */
import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { api, isUnder } from "@main-street/domain/paths";
import { apiGet, isUnauthorized } from "./api-client";

/**
 * [api.businesses.path, id] is the business's address: the first part is an address from the registry, each later
 * one a segment under it (encoded, as the registry's `href` encodes parameters); a trailing object is the query.
 */
export function queryKeyToUrl(key: QueryKey): string {
  const parts: string[] = [];
  let params = "";
  for (const part of key) {
    if (part !== null && typeof part === "object") {
      const entries = Object.entries(part as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== "");
      params = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
    } else {
      parts.push(parts.length === 0 ? String(part) : encodeURIComponent(String(part)));
    }
  }
  const joined = parts.join("/");
  const path = joined.replace(/\/{2,}/g, "/");
  return params ? `${path}?${params}` : path;
}

/** The default read: GET the key's URL. A query with its own `queryFn` calls this too, so its key stays its URL. */
export function fetchByKey<T>({ queryKey, signal }: { queryKey: QueryKey; signal?: AbortSignal }): Promise<T> {
  return apiGet<T>(queryKeyToUrl(queryKey), signal);
}

/**
 * After a write: refetches the cached reads it changed (those on screen at once, the others when next shown).
 * `under`: the reads at these addresses and at any address under them (a list, its records and their parts);
 * `at`: the reads at exactly these addresses, whatever their query.
 */
export function refreshReads(client: QueryClient, addresses: string[], scope: "under" | "at" = "under") {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKeyToUrl(queryKey).split("?")[0]!;
      return addresses.some((address) => (scope === "at" ? path === address : isUnder(address, path)));
    },
  });
}

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
