import { useEffect } from "react";
import type { Business } from "@main-street/domain/business";
import type { BeaconKind } from "@main-street/domain/listing-beacon";
import { directionsHref, mailHref, telHref } from "../../lib/contact-links";
import { countListings, useCountListings } from "../../lib/listing-beacon";

/**
 * The business page's statistics (docs/product.md#listing-statistics): the page view, and taps on the listing's
 * website, phone, e-mail and directions links, wherever the page shows them.
 */
export function useBusinessStats(business: Business): void {
  useCountListings("view", [business.id]);
  useCountTaps(business.id, {
    website: business.website,
    phone: business.phone && telHref(business.phone),
    email: business.email && mailHref(business.email),
    directions: business.address && directionsHref(business.address),
  });
}

/**
 * Counts a tap (a click, by mouse, touch or keyboard) on a link whose href is one of `targets`' values, as that key's
 * kind, once per page view. One listener on the document: the links themselves are the page's.
 */
function useCountTaps(listing: string, targets: Partial<Record<BeaconKind, string>>): void {
  const key = JSON.stringify(targets);
  useEffect(() => {
    const hrefs = Object.entries(JSON.parse(key) as Record<BeaconKind, string>).filter(([, href]) => href);
    const onClick = (event: MouseEvent) => {
      const href = (event.target as Element).closest?.("a[href]")?.getAttribute("href");
      const kind = hrefs.find(([, target]) => target === href)?.[0];
      if (kind) countListings(kind as BeaconKind, [listing], true);
    };
    document.addEventListener("click", onClick, { capture: true, passive: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [listing, key]);
}
