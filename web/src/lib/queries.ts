/**
 * The public records' reads, shared by several features (the directory, events, home, bingo and the admin's
 * tables): TanStack Query options for the route modules' handles (lib/page.ts) and the pages' hooks, so both read
 * one cache entry with one retry rule. Each key is its URL (lib/query-client.ts), and the server render loads the
 * same keys through the function's own reads, so its embedded data hydrates the hooks. A feature's own reads are in
 * its `queries.ts` (docs/decisions/0095).
 */
import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import type { BingoSquare } from "@main-street/domain/bingo";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { api } from "@main-street/domain/paths";

export type { QueryKey };

export const eventsQuery = queryOptions<CommunityEvent[]>({ queryKey: [api.events.path] });

/** `?date=` as an event page reads it: one real YYYY-MM-DD date, else none (the series' next date). */
export function occurrenceParam(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/** Every business, for the screens that show them all (the admin's tables and pickers); retries: lib/query-client. */
export const businessesQuery = queryOptions<Business[]>({ queryKey: [api.businesses.path] });

/** One business; null when it doesn't exist. No retries. */
export const businessQuery = (id: string) =>
  queryOptions<Business | null>({ queryKey: [api.businesses.path, id], retry: false });

export const bingoSquaresQuery = queryOptions<BingoSquare[]>({ queryKey: [api.bingoSquares.path] });

export function useEvents() {
  return useQuery(eventsQuery);
}

export function useAllBusinesses() {
  return useQuery(businessesQuery);
}

/** One business, once there is an id; null when it doesn't exist (the server render embeds null for an unknown id). */
export function useBusiness(id: string | null | undefined) {
  return useQuery({ ...businessQuery(id ?? ""), enabled: Boolean(id) });
}

export function useBingoSquares() {
  return useQuery(bingoSquaresQuery);
}
