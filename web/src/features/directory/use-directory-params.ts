/**
 * The directory's state lives in the address bar (docs/product.md#directory): the query (q, category, open, access, page;
 * read by the same rules as the API's) and the list/map view. The search form's controls are uncontrolled: before the app
 * runs they are a plain GET form, and once it runs each change writes the address (a transition, so the tapped
 * control answers at once and the list follows) with no reload. They are re-created from the address only when it
 * changes from elsewhere (Back, a link), so what the visitor types is never overwritten.
 */
import { readDirectoryQuery, type DirectoryQuery } from "@main-street/domain/directory-query";
import { isBusinessCategory } from "@main-street/domain/categories";
import { isAccessKey } from "@main-street/domain/access";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";

const OWN_CHANGE = { fromDirectoryForm: true };

export type DirectoryView = "list" | "map";

export interface DirectoryFilters {
  q: string;
  category: string;
  open: boolean;
  /** An access detail's key, or '' for any (docs/product.md#access). */
  access: string;
  view: DirectoryView;
}

export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const read = readDirectoryQuery(Object.fromEntries(params));
  const query: DirectoryQuery | null = "query" in read ? read.query : null;
  const view: DirectoryView = params.get("view") === "map" ? "map" : "list";
  const own = (location.state as typeof OWN_CHANGE | null)?.fromDirectoryForm === true;
  const [formKey, setFormKey] = useState(location.key);
  if (!own && formKey !== location.key) setFormKey(location.key);

  const current: DirectoryFilters = {
    q: query?.q ?? "",
    category: query?.category ?? "",
    open: query?.open ?? false,
    access: query?.access ?? "",
    view,
  };
  // `change` keeps one identity for the page's life (memoised results take it), so it reads the latest state here.
  const latest = useRef({ current, setParams });
  useEffect(() => {
    latest.current = { current, setParams };
  });
  /** Any filter change starts again at page 1. */
  const change = useCallback((filters: Partial<DirectoryFilters>, { replace = false } = {}) => {
    const { current, setParams } = latest.current;
    const f = { ...current, ...filters };
    const next = new URLSearchParams();
    if (f.q.trim()) next.set("q", f.q.trim());
    if (isBusinessCategory(f.category)) next.set("category", f.category);
    if (f.open) next.set("open", "now");
    if (isAccessKey(f.access)) next.set("access", f.access);
    if (f.view === "map") next.set("view", "map");
    startTransition(() => setParams(next, { replace, state: OWN_CHANGE, preventScrollReset: true }));
  }, []);

  return {
    query,
    /** The message for a query the schema refuses (an over-long search in a typed address). */
    problem: "problem" in read ? read.problem : null,
    view,
    current,
    /** Changes whenever the address changed from elsewhere: the form's controls start again from it. */
    formKey,
    change,
  };
}
