/**
 * The signed token of an e-mail's link (an owner's "still correct" or summary opt-out link, a district day's answer
 * link, the weekly e-mail's confirm, settings and unsubscribe links; `withSecret` in paths.ts writes them): read from
 * the address's fragment, which browsers never send, so no server log records it (an owner link mailed before the
 * fragment carried it has it in the query: read too); it leaves the address at once (kept in this history entry's
 * state, so a reload still works), and can be dropped from that state once spent. These pages send no Referer either.
 * `more` names other values the link carries beside the token (a district day's chosen answer).
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export function useLinkToken(more: readonly string[] = []): [string, () => void, Record<string, string>] {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
    const query = new URLSearchParams(location.search);
    const kept = (location.state ?? {}) as Record<string, unknown>;
    const read = (name: string) => fragment.get(name) ?? query.get(name) ?? kept[name]?.toString() ?? "";
    return { token: read("token"), ...Object.fromEntries(more.map((name) => [name, read(name)])) };
  });
  const inAddress = location.hash.includes("token=") || new URLSearchParams(location.search).has("token");
  useEffect(() => {
    if (inAddress) navigate(location.pathname, { replace: true, state: link }); // history.replaceState
  }, [inAddress, location.pathname, navigate, link]);
  const { token, ...values } = link;
  return [token, () => navigate(location.pathname, { replace: true, state: null }), values];
}
