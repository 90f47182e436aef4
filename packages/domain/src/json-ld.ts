/** What every schema.org node the site writes shares: the context, the organiser, addresses and phone numbers. */
import { pages } from "./paths";
import { absoluteUrl } from "./seo";
import { SITE } from "./site";

export type JsonLd = Record<string, unknown>;
export const CONTEXT = "https://schema.org";

/** US numbers as +1-702-555-0101 (Google's preferred form); anything else unchanged. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10 ? `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone.trim();
}

const REGION_ZIP = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/;

/** '1120 Nevada Way, Boulder City, NV 89005' -> PostalAddress; missing parts default to the district's. */
export function postalAddress(text: string | null | undefined): JsonLd {
  const parts = (text ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const home = SITE.address;
  let region: string = home.region;
  let postalCode: string | undefined;
  let locality: string = home.city;
  const tail = REGION_ZIP.exec(parts[parts.length - 1] ?? "");
  if (tail && parts.length >= 2) {
    parts.pop();
    region = tail[1]!.toUpperCase();
    postalCode = tail[2];
    locality = parts.pop() ?? home.city;
  }
  if (!postalCode && locality === home.city && region === home.region) postalCode = home.postalCode;
  return {
    "@type": "PostalAddress",
    streetAddress: parts.length ? parts.join(", ") : home.street,
    addressLocality: locality,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: home.country,
  };
}

export function organizer(origin: string): JsonLd {
  return { "@type": "Organization", name: SITE.name, url: absoluteUrl(pages.home.href(), origin) };
}
