/**
 * What a route module exports besides its `Component` (docs/decisions/0044-route-modules.md): a `handle` with the
 * data it reads and its head. The route list (app/routes.tsx) gives the server render a loader built from it, so
 * the page's HTML carries its data and the browser's cache starts from the same queries; in the browser the page's
 * hooks read them (a navigation answers the tap at once and the page shows its own loading state).
 */
import type { QueryClient, QueryKey, UseQueryOptions } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { LoaderFunctionArgs, Params } from "react-router-dom";
import type { PageMeta } from "@main-street/domain/seo";
import type { JsonLd } from "@main-street/domain/structured-data";

export interface PageRequest {
  /** The route's `:name` segments, decoded. */
  params: Params;
  search: URLSearchParams;
}

/** Read from the query cache: undefined while loading, null for a record that doesn't exist. */
export type PageData = (key: QueryKey) => unknown;

interface PageHead {
  status: 200 | 400 | 404;
  meta: PageMeta;
  /** Not-found and refused pages ask search engines not to index them. */
  noindex?: boolean;
}

/** One of the page's queries (lib/queries.ts): the options its hooks read it with. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, whatever its data
type PageQuery = UseQueryOptions<any, Error, any, QueryKey>;

export interface PageHandle {
  /** The queries the page renders from; the server loads them before rendering. */
  queries?: (page: PageRequest) => PageQuery[];
  /** Undefined while the data it needs is still loading (in the browser; the server has it all). */
  head: (page: PageRequest, data: PageData) => PageHead | undefined;
  /**
   * Structured data for the server's head only: builders imported here stay out of the page's browser chunk. `now`
   * is the render's instant.
   */
  jsonLd?: (page: PageRequest, data: PageData, origin: string, now: Date) => Promise<JsonLd[]>;
  /** The query parameters its HTML reads: the only ones that key its cached HTML. */
  search?: readonly string[];
  /** How long its HTML stays true: "minute" when it shows what is open now, else until the date changes. */
  clock: "minute" | "day";
  /** Hydrate at once rather than in idle time: the page shows what this browser stored. */
  hydrateAtOnce?: boolean;
}

/**
 * A page's route module: its component and its handle, and an ErrorBoundary only where the site's failed-load
 * message (components/RouteErrorBoundary.tsx) doesn't fit it. The route list attaches the rest.
 */
export interface PageModule {
  Component: ComponentType;
  handle?: PageHandle;
  ErrorBoundary?: ComponentType;
}

/** The server render's own query client, handed to loaders as React Router's request context. */
export interface LoaderContext {
  queryClient: QueryClient;
}

/** Ids the API can hold: anything else is a 404 without a read. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The page's `:id`, when the API could hold it. */
export function recordId({ params }: PageRequest): string | null {
  return ID.test(params.id ?? "") ? params.id! : null;
}

export function pageRequest(params: Params, url: string | URL): PageRequest {
  return { params, search: new URL(url, "http://x").searchParams };
}

/**
 * The server's loader for a page: its queries, into the render's query cache (the server embeds it for the
 * browser's hooks, which read the same queries).
 */
export function pageLoader(handle: PageHandle) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<null> => {
    const { queryClient } = context as LoaderContext;
    const queries = handle.queries?.(pageRequest(params, request.url)) ?? [];
    await Promise.all(queries.map((query) => queryClient.ensureQueryData(query)));
    return null;
  };
}

/** A page whose data and head never change (the information pages). */
export function staticPage(meta: PageMeta, clock: PageHandle["clock"] = "day"): PageHandle {
  return { head: () => ({ status: 200, meta }), clock };
}
