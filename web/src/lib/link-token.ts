/**
 * The signed token of an e-mail's link (an owner's "still correct" or summary opt-out link, the weekly e-mail's
 * confirm, settings and unsubscribe links; `withSecret` in paths.ts writes them): read from the address's fragment,
 * which browsers never send, so no server log records it (an owner link mailed before the fragment carried it has it
 * in the query: read too); it leaves the address at once (kept in this history entry's state, so a reload still
 * works), and can be dropped from that state once spent. These pages send no Referer either.
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
