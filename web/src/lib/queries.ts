/**
 * The public reads, as TanStack Query options shared by the route modules' loaders (lib/page.ts) and the pages'
 * hooks, so both read one cache entry with one retry rule. A key is also the API address (lib/query-client.ts turns
 * it into the URL), and the server render loads the same keys through the function's own reads, so its embedded
 * data hydrates the hooks.
 */
import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { BingoSquare } from "@main-street/domain/bingo";
import type { Business } from "@main-street/domain/business";
import type { DirectoryQuery, DirectoryResult } from "@main-street/domain/directory";
import type { CommunityEvent } from "@main-street/domain/event";
import type { HomeSummary } from "@main-street/domain/home";
import { api } from "@main-street/domain/paths";

export type { QueryKey };

export const homeQuery = queryOptions<HomeSummary>({ queryKey: [api.home.path] });

export const eventsQuery = queryOptions<CommunityEvent[]>({ queryKey: [api.events.path] });

/** One event, or with `date` (YYYY-MM-DD) one date of a series; null when it doesn't exist. No retries. */
export const eventQuery = (id: string, date?: string) =>
  queryOptions<CommunityEvent | null>({
    queryKey: date ? [api.events.path, id, { date }] : [api.events.path, id],
    retry: false,
  });

/** `?date=` as an event page reads it: one real YYYY-MM-DD date, else none (the series' next date). */
export function occurrenceParam(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/** One business; null when it doesn't exist. No retries. */
export const businessQuery = (id: string) =>
  queryOptions<Business | null>({ queryKey: [api.businesses.path, id], retry: false });

export const bingoSquaresQuery = queryOptions<BingoSquare[]>({ queryKey: [api.bingoSquares.path] });

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
