/**
 * The one way the site shows a load that failed (docs/product.md#messages): a 404 shows the page's not-found
 * message, anything else a retry. QueryContent puts it together with the loading and loaded states of a query.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
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
 * Try again for a query that failed with nothing loaded. React Query puts such a query back to pending when it
 * fetches again, so a page switching on its state would swap the failure for the loading state and back, replacing
 * the Try again button on every retry (a click landing meanwhile hits a button no longer on the page). Instead the
 * failure stays until the retry answers, its button the same element, disabled and reading "Trying again...": from
 * the press itself (a state change in the click, so already on the page when the click returns), not only from the
 * query's own update, which React Query delivers a task later.
 */
export function useRetry(
  query: Pick<UseQueryResult<unknown>, "data" | "errorUpdateCount" | "isError" | "isFetching"> & {
    refetch: () => Promise<unknown>;
  },
): { retrying: boolean; retry: () => void } {
  // The failure count when Try again was pressed: a later failure (or data) ends that retry.
  const [pressedAt, setPressedAt] = useState<number | undefined>(undefined);
  const retrying =
    query.data === undefined && (pressedAt === query.errorUpdateCount || (query.isError && query.isFetching));
  return {
    retrying,
    retry: () => {
      setPressedAt(query.errorUpdateCount);
      void query.refetch();
    },
  };
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
  const { retrying, retry } = useRetry(query);
  if (query.data !== undefined && query.data !== null) return <>{children(query.data)}</>;
  if (query.data === null && notFound !== undefined) return <>{notFound}</>;
  if (query.isError || retrying) {
    return (
      <LoadFailure
        error={query.error}
        title={failedTitle}
        onRetry={retry}
        retrying={retrying}
        notFound={notFound}
        headingLevel={headingLevel}
      />
    );
  }
  return <>{loading}</>;
}
