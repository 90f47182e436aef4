/**
 * The one way the site shows a load that failed (docs/product.md#messages): a 404 shows the page's not-found
 * message, anything else a retry. QueryContent puts it together with the loading and loaded states of a query.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client";
import { LoadErrorState } from "./LoadErrorState";

interface LoadFailureProps {
  error: unknown;
  /** The retry's heading, e.g. "We couldn't load events". */
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  /** What a 404 shows; without it, a 404 gets the retry like any other failure. */
  notFound?: ReactNode;
  headingLevel?: "h1" | "h2";
}

export function LoadFailure({ error, title, onRetry, retrying = false, notFound, headingLevel }: LoadFailureProps) {
  if (notFound !== undefined && error instanceof ApiError && error.status === 404) return <>{notFound}</>;
  return <LoadErrorState title={title} onRetry={onRetry} retrying={retrying} headingLevel={headingLevel} />;
}

/**
 * A query's loading, failed and loaded states. A `null` answer (the server render embeds null for a record that
 * doesn't exist) shows `notFound` like a 404 does.
 */
export function QueryContent<T>({
  query,
  loading,
  failedTitle,
  notFound,
  headingLevel,
  children,
}: {
  query: UseQueryResult<T | null>;
  loading: ReactNode;
  failedTitle: string;
  notFound?: ReactNode;
  headingLevel?: "h1" | "h2";
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined && query.data !== null) return <>{children(query.data)}</>;
  if (query.data === null && notFound !== undefined) return <>{notFound}</>;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        title={failedTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        notFound={notFound}
        headingLevel={headingLevel}
      />
    );
  }
  return <>{loading}</>;
}
