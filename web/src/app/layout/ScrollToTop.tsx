import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** SPEC 2: scroll to the top on every route change (a query-string change, e.g. a search, is not one). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
