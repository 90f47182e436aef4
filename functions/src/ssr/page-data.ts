/**
 * The data a server-rendered page reads, by the query key its route module's loader and hooks use (the web features'
 * queries.ts, docs/decisions/0095): a key starts with the API address of its collection (@main-street/domain/paths),
 * and loads through the same functions and caches as that API read, never over HTTP. A missing record loads as null.
 */
import { directoryQuerySchema } from "@main-street/domain/directory";
import { api } from "@main-street/domain/paths";
import { bingoSquares } from "../bingo";
import { directoryPage, homePage, thisWeekPage } from "../directory";
import { servedBusiness, servedEvent } from "../events";
import { listEvents } from "../events";
import { HttpError } from "../http/errors";
import { newsletterOptions } from "../newsletter";

type QueryKey = readonly unknown[];

/** The `{ date }` of an occurrence key (web/src/features/events/queries.ts eventQuery); the page checked its form. */
function occurrenceOf(query: unknown): string | undefined {
  const date = (query as { date?: unknown } | undefined)?.date;
  return typeof date === "string" && date ? date : undefined;
}

const READS: Record<string, (rest: unknown[]) => Promise<unknown>> = {
  [api.home.path]: () => homePage(),
  [api.directory.path]: ([query]) => directoryPage(directoryQuerySchema.parse(query)),
  [api.businesses.path]: ([id]) => servedBusiness(String(id)),
  [api.events.path]: ([id, query]) => (id === undefined ? listEvents() : servedEvent(String(id), occurrenceOf(query))),
  [api.bingoSquares.path]: () => bingoSquares.list(),
  [api.newsletter.options.path]: () => newsletterOptions(),
  // `{ week }`: a weekly e-mail's web copy (docs/product.md#weekly-email); null for a week without one.
  [api.thisWeek.path]: ([query]) => thisWeekPage((query as { week?: string } | undefined)?.week),
};

export async function loadPageQuery([path, ...rest]: QueryKey): Promise<unknown> {
  const read = READS[String(path)];
  if (!read) throw new HttpError(500, "internal", `No server read for ${String(path)}`);
  return (await read(rest)) ?? null;
}
