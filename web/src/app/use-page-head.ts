/**
 * Keeps the document's head that of the page on screen, from its route module's `handle` (lib/page.ts), once its
 * data is in: the same head the server wrote into the page it sent, kept true after navigations in the app.
 */
import { hashKey, useQueries, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useParams } from "react-router-dom";
import { writeDocumentHead } from "../lib/document-head";
import { pageRequest, type PageHandle } from "../lib/page";

export function usePageHead(handle: PageHandle | undefined): void {
  const params = useParams();
  const { pathname, search } = useLocation();
  const page = pageRequest(params, pathname + search);
  const queries = handle?.queries?.(page) ?? [];
  // Read, never fetched here: the page's own hooks fetch (a directory search waits for typing to pause).
  const results = useQueries({ queries: queries.map((query) => ({ ...query, enabled: false })) });
  const keys = queries.map((query) => hashKey(query.queryKey));
  // A failed read counts as no record: a 404 is the API's answer for one.
  const data = (key: QueryKey) => {
    const result = results[keys.indexOf(hashKey(key))];
    return result?.isError ? null : result?.data;
  };
  const head = handle?.head(page, data);
  const signature = head ? JSON.stringify(head) : undefined;
  const written = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!head || written.current === signature) return;
    written.current = signature;
    writeDocumentHead(head.meta, head.noindex === true);
  }, [head, signature]);
}
