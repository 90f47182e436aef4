/**
 * Organisation facts, in one place for the web app, the server-rendered head, JSON-LD and calendar feeds.
 * PLACEHOLDERS: the phone, e-mail, social handles, hashtag and tour-map URL below are stand-ins until the
 * organisation confirms its real details. Change them here only.
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
