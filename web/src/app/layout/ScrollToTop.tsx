import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** A query-string change alone (a directory search) is not a route change: it keeps the scroll position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
