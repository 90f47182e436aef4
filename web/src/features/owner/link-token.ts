/**
 * The signed token of an owner e-mail's link (the "still correct" link, the summary's opt-out link): read from the
 * address, which it leaves at once (kept in this history entry's state, so a reload still works), and a way to drop
 * it from that state once spent. The owner pages send no Referer, so it never leaks into logs or Referer headers.
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export function useLinkToken(): [string, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () =>
      new URLSearchParams(location.search).get("token") ??
      (location.state as { token?: unknown } | null)?.token?.toString() ??
      "",
  );
  useEffect(() => {
    if (new URLSearchParams(location.search).has("token")) {
      navigate(location.pathname, { replace: true, state: { token } }); // history.replaceState
    }
  }, [location.pathname, location.search, navigate, token]);
  return [token, () => navigate(location.pathname, { replace: true, state: null })];
}
