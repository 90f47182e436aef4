/**
 * The directory's q and category live in the address bar (docs/product.md#directory).
 * The search box keeps its own text so typing is never interrupted; it follows the URL when the URL
 * changes from elsewhere (back button, footer links, View All Businesses).
 */
import { isBusinessCategory, type BusinessCategory } from "@main-street/domain/categories";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";

const OWN_CHANGE = { fromSearchBox: true };

export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const q = params.get("q") ?? "";
  const rawCategory = params.get("category");
  const category: BusinessCategory | null = isBusinessCategory(rawCategory) ? rawCategory : null;
  const [text, setTextState] = useState(q);

  useEffect(() => {
    if (!(location.state as typeof OWN_CHANGE | null)?.fromSearchBox) setTextState(q);
  }, [location.key, location.state, q]);

  const write = (nextQ: string, nextCategory: BusinessCategory | null, replace: boolean) => {
    const next = new URLSearchParams();
    if (nextQ) next.set("q", nextQ);
    if (nextCategory) next.set("category", nextCategory);
    setParams(next, { replace, state: OWN_CHANGE });
  };

  return {
    q: q.trim(),
    category,
    text,
    /** Typing replaces the history entry, so Back leaves the directory instead of undoing letters. */
    setText: (value: string) => {
      setTextState(value);
      write(value, category, true);
    },
    setCategory: (value: string) => write(text, isBusinessCategory(value) ? value : null, false),
    submit: () => write(text.trim(), category, false),
    clear: () => {
      setTextState("");
      write("", null, false);
    },
  };
}
