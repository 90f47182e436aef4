/**
 * A district day e-mail's link (docs/product.md#district-days): its signed token and the answer it chose travel in
 * the address's fragment, which browsers never send, so no server log records the token. Both leave the address at
 * once (kept in this history entry's state, so a reload still works).
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export interface DistrictLink {
  token: string;
  answer: string;
}

export function useDistrictLink(): DistrictLink {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState<DistrictLink>(() => {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
    const kept = (location.state ?? {}) as Partial<DistrictLink>;
    return {
      token: fragment.get("token") ?? String(kept.token ?? ""),
      answer: fragment.get("answer") ?? String(kept.answer ?? ""),
    };
  });
  const inAddress = location.hash.includes("token=");
  useEffect(() => {
    if (inAddress) navigate(location.pathname, { replace: true, state: link }); // history.replaceState
  }, [inAddress, link, location.pathname, navigate]);
  return link;
}
