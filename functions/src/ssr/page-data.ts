/**
 * The data a server-rendered page reads, by the react-query key its hook uses (web/src/lib/query-keys.ts; the route
 * table in web/src/app names each page's keys). Each key is the API address of the same data, and loads through the
 * same functions and caches as that API read, never over HTTP. A missing record loads as null.
 */
import { directoryQuerySchema } from "@main-street/domain/directory";
import { bingoSquares } from "../bingo/repository";
import { getBusiness } from "../businesses/repository";
import { directoryPage, homePage } from "../directory/directory";
import { getEvent, listEvents } from "../events/repository";
import { HttpError } from "../http/errors";

type QueryKey = readonly unknown[];

/** The `{ date }` of an occurrence key (web/src/lib/query-keys.ts eventKey); the route checked its form. */
function occurrenceOf(query: unknown): string | undefined {
  const date = (query as { date?: unknown } | undefined)?.date;
  return typeof date === "string" && date ? date : undefined;
}

const LOADERS: Record<string, (rest: unknown[]) => Promise<unknown>> = {
  "/api/home": () => homePage(),
  "/api/directory": ([query]) => directoryPage(directoryQuerySchema.parse(query)),
  "/api/businesses": ([id]) => getBusiness(String(id)),
  "/api/events": ([id, query]) => (id === undefined ? listEvents() : getEvent(String(id), occurrenceOf(query))),
  "/api/bingo-squares": () => bingoSquares.list(),
};

export async function loadPageQuery([path, ...rest]: QueryKey): Promise<unknown> {
  const load = LOADERS[String(path)];
  if (!load) throw new HttpError(500, "internal", `No server loader for ${String(path)}`);
  return (await load(rest)) ?? null;
}
