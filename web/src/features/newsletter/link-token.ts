/**
 * The signed token of a weekly e-mail link (docs/decisions/0076-newsletter-links.md): it comes in the address's
 * fragment (`/newsletter/settings#<token>`), which browsers never send to a server, a log or another site. The page
 * reads it and takes it out of the address bar at once, keeping it in this history entry's state so a reload works.
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

function fromFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return hash.replace(/^#/, ""); // a malformed escape: the API refuses it as not valid
  }
}

export function useFragmentToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () => fromFragment(location.hash) || ((location.state as { token?: unknown } | null)?.token?.toString() ?? ""),
  );
  useEffect(() => {
    if (location.hash) navigate(location.pathname, { replace: true, state: { token } });
  }, [location.hash, location.pathname, navigate, token]);
  return token;
}
