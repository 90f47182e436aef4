/**
 * The react-query keys of the public reads. A key is also the API address (lib/query-client.ts turns it into the
 * URL), and the server render loads the same keys (app/route-table.ts), so its embedded data hydrates the hooks.
 */
import type { DirectoryQuery } from "@main-street/domain/directory-query";

export type QueryKey = readonly unknown[];

export const homeKey: QueryKey = ["/api/home"];
export const eventsKey: QueryKey = ["/api/events"];
/** With `date` (YYYY-MM-DD), one occurrence of a series (docs/product.md#recurring-events). */
export const eventKey = (id: string, date?: string): QueryKey =>
  date ? ["/api/events", id, { date }] : ["/api/events", id];

/** `?date=` as an event page reads it: one real YYYY-MM-DD date, else none (the series' next date). */
export function occurrenceParam(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}
export const businessKey = (id: string): QueryKey => ["/api/businesses", id];
/** publicApiPath(bingoSquareKind), written out: the descriptor module carries the write schemas (zod). */
export const bingoSquaresKey: QueryKey = ["/api/bingo-squares"];

/** Empty values are left out of the URL; the object's shape is the same on the server and in the browser. */
export function directoryQueryKey({ q, category, open, page }: DirectoryQuery): QueryKey {
  // Every value a string, as the address carries it: the server reads the key with the API's own query schema.
  return [
    "/api/directory",
    { q, category: category ?? "", open: open ? "now" : "", page: page > 1 ? String(page) : "" },
  ];
}
