/**
 * The head of the page the router shows, from its route module's `handle` (lib/page.ts), once its data is in. The
 * server wrote the same tags into the page it sent (functions/src/seo); after a navigation in the app this updates
 * those elements in place, so no tag is ever doubled.
 */
import { hashKey, useQueries, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { pageHeadTags, type HeadTag, type PageMeta } from "@main-street/domain/seo";
import { pageRequest } from "../../lib/page";
import { pageAt } from "../route-modules";

function selectorFor({ tag, attributes }: HeadTag): string {
  if (tag === "link") return `link[rel="${attributes.rel}"]`;
  const [name, value] = Object.entries(attributes)[0]!;
  return `meta[${name}="${value}"]`;
}

function writeTag(tag: HeadTag): void {
  let element = document.head.querySelector(selectorFor(tag));
  if (!element) element = document.head.appendChild(document.createElement(tag.tag));
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
}

function writeHead(meta: PageMeta, noindex: boolean): void {
  document.title = meta.title;
  for (const tag of pageHeadTags(meta, window.location.origin)) writeTag(tag);
  if (noindex) writeTag({ tag: "meta", attributes: { name: "robots", content: "noindex" } });
  else document.head.querySelector('meta[name="robots"]')?.remove();
}

export function RouteHead() {
  const { pathname, search } = useLocation();
  const { params, module } = pageAt({ pathname });
  const handle = module?.handle;
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
    writeHead(head.meta, head.noindex === true);
  }, [head, signature]);
  return null;
}
