/**
 * Organisation facts, in one place for the web app, the server-rendered head, JSON-LD and calendar feeds.
 * PLACEHOLDERS: the phone, e-mail, social handles, hashtag and tour-map URL below are stand-ins until the
 * organisation confirms its real details. Change them here only (docs/deploy.md, step 3): the web build for a real
 * project refuses the reserved stand-ins (web/build/site-facts.ts). It imports nothing, so Vite's config can load it.
 */
export const SITE = {
  name: "Boulder City Main Street",
  tagline: "Preserving the heritage of historic downtown Boulder City, Nevada",
  mission:
    "Boulder City Main Street is a liaison that preserves the city's heritage and supports local business owners, linking the city government and the chamber of commerce.",
  address: {
    street: "Historic District",
    city: "Boulder City",
    region: "NV",
    postalCode: "89005",
    country: "US",
  },
  phone: "(702) 555-0100", // placeholder
  email: "info@bouldercitymainstreet.example", // placeholder
  social: {
    facebook: "https://www.facebook.com/bouldercitymainstreet", // placeholder
    instagram: "https://www.instagram.com/bouldercitymainstreet", // placeholder
    handle: "@bouldercitymainstreet", // placeholder
  },
  hashtag: "#BoulderCityMainStreet", // placeholder
  tourMapUrl: "https://example.com/boulder-city-footprints-tour", // placeholder: the external walking-tour page
  mainStreetAmericaUrl: "https://mainstreet.org",
  chamberName: "Boulder City Chamber of Commerce",
  defaultKeywords: [
    "Boulder City",
    "historic downtown",
    "Main Street",
    "Nevada",
    "Hoover Dam",
    "local businesses",
    "community events",
  ],
  defaultImage: "/images/og-default.png",
} as const;

export function fullAddress(): string {
  const a = SITE.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** RFC 2606's example domains, which never reach anyone. */
const EXAMPLE_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

function domainOf(value: string): string {
  const host = value.includes("@") && !value.includes("://") ? value.split("@").pop()! : value;
  try {
    return new URL(host.includes("://") ? host : `https://${host}`).hostname;
  } catch {
    return host;
  }
}

/**
 * The facts that still hold a stand-in no one can reach: a 555-01xx number (set aside for fiction) or an address on
 * an example domain. The social handles and hashtag look real either way: the deploy step asks to check them.
 */
export function placeholderSiteFacts(site: { phone: string; email: string; tourMapUrl: string } = SITE): string[] {
  const found: string[] = [];
  if (/555[^0-9]*01\d\d/.test(site.phone)) found.push(`phone ${site.phone}`);
  if (EXAMPLE_DOMAIN.test(domainOf(site.email))) found.push(`e-mail ${site.email}`);
  if (EXAMPLE_DOMAIN.test(domainOf(site.tourMapUrl))) found.push(`tour map ${site.tourMapUrl}`);
  return found;
}
