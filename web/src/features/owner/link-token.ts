/**
 * The signed token of an owner e-mail's link (the "still correct" link, the summary's opt-out link): read from the
 * address's fragment, which browsers never send, so no server log records it (a link mailed before the fragment
 * carries it in the query: read too); it leaves the address at once (kept in this history entry's state, so a
 * reload still works), and can be dropped from that state once spent. The owner pages send no Referer either.
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export function useLinkToken(): [string, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () =>
      new URLSearchParams(location.hash.replace(/^#/, "")).get("token") ??
      new URLSearchParams(location.search).get("token") ??
      (location.state as { token?: unknown } | null)?.token?.toString() ??
      "",
  );
  const inAddress = location.hash.includes("token=") || new URLSearchParams(location.search).has("token");
  useEffect(() => {
    if (inAddress) navigate(location.pathname, { replace: true, state: { token } }); // history.replaceState
  }, [inAddress, location.pathname, navigate, token]);
  return [token, () => navigate(location.pathname, { replace: true, state: null })];
}
