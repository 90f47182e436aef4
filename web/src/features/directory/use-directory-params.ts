/**
 * The directory's q, category, "open now" filter (?open=now) and list/map view (?view=map) live in the address bar
 * (docs/product.md#directory).
 * The search box keeps its own text so typing is never interrupted; it follows the URL when the URL
 * changes from elsewhere (back button, footer links, View All Businesses).
 */
import { isBusinessCategory, type BusinessCategory } from "@main-street/domain/categories";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";

const OWN_CHANGE = { fromSearchBox: true };

export type DirectoryView = "list" | "map";

interface DirectoryFilters {
  q: string;
  category: BusinessCategory | null;
  openNow: boolean;
  view: DirectoryView;
}

export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const q = params.get("q") ?? "";
  const rawCategory = params.get("category");
  const category: BusinessCategory | null = isBusinessCategory(rawCategory) ? rawCategory : null;
  const openNow = params.get("open") === "now";
  const view: DirectoryView = params.get("view") === "map" ? "map" : "list";
  const [text, setTextState] = useState(q);

  useEffect(() => {
    if (!(location.state as typeof OWN_CHANGE | null)?.fromSearchBox) setTextState(q);
  }, [location.key, location.state, q]);

  const current: DirectoryFilters = { q: text, category, openNow, view };
  const writeFilters = (change: Partial<DirectoryFilters>, replace: boolean) => {
    const f = { ...current, ...change };
    const next = new URLSearchParams();
    if (f.q) next.set("q", f.q);
    if (f.category) next.set("category", f.category);
    if (f.openNow) next.set("open", "now");
    if (f.view === "map") next.set("view", "map");
    setParams(next, { replace, state: OWN_CHANGE });
  };
  const write = (nextQ: string, nextCategory: BusinessCategory | null, replace: boolean) =>
    writeFilters({ q: nextQ, category: nextCategory }, replace);

  return {
    q: q.trim(),
    category,
    openNow,
    view,
    text,
    setOpenNow: (value: boolean) => writeFilters({ openNow: value }, false),
    setView: (value: DirectoryView) => writeFilters({ view: value }, false),
    /** Typing replaces the history entry, so Back leaves the directory instead of undoing letters. */
    setText: (value: string) => {
      setTextState(value);
      write(value, category, true);
    },
    setCategory: (value: string) => write(text, isBusinessCategory(value) ? value : null, false),
    submit: () => write(text.trim(), category, false),
    /** View All Businesses: drops the filters, keeps the list/map view. */
    clear: () => {
      setTextState("");
      writeFilters({ q: "", category: null, openNow: false }, false);
    },
  };
}
