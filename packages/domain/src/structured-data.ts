/**
 * schema.org JSON-LD for the server-rendered head: Organization (home), LocalBusiness subtypes (business pages),
 * Event (event pages) and BreadcrumbList (detail pages), with the fields Google's rich-result docs require
 * or recommend where the data has them. Organisation facts come from site.ts only.
 */
import type { Business } from "./business";
import type { BusinessCategory } from "./categories";
import { pages } from "./paths";
import { openingHoursSpecification, specialOpeningHoursSpecification } from "./opening-hours";
import { ACCESS_FEATURES } from "./access";
import { absoluteUrl } from "./seo";
import { SITE } from "./site";
import { stripHtml, truncate } from "./text";
import { CONTEXT, internationalPhone, postalAddress, type JsonLd } from "./json-ld";

export { eventJsonLd } from "./event-json-ld";
export { internationalPhone, postalAddress, type JsonLd } from "./json-ld";
import { opensSomeDay } from "./weekly-hours";

/** The organisation's logo in the web app's public folder (web/public/images/logo.svg). */
const LOGO_PATH = "/images/logo.svg";

export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl(pages.home.href(), origin)}#organization`,
    name: SITE.name,
    url: absoluteUrl(pages.home.href(), origin),
    logo: absoluteUrl(LOGO_PATH, origin),
    description: SITE.mission,
    email: SITE.email,
    telephone: internationalPhone(SITE.phone),
    address: postalAddress(""),
    sameAs: [SITE.social.facebook, SITE.social.instagram],
  };
}

const CATEGORY_TYPES: Record<BusinessCategory, string> = {
  restaurants: "Restaurant",
  coffee: "CafeOrCoffeeShop",
  shopping: "Store",
  accommodations: "LodgingBusiness",
  confectionery: "FoodEstablishment",
};

/** The most specific schema.org type the category (and, for a few, the subcategory) supports. */
export function businessType(b: Pick<Business, "category" | "subcategory">): string {
  const sub = (b.subcategory ?? "").toLowerCase();
  if (b.category === "restaurants" && /\b(bar|pub|tap ?room|saloon|brew)/.test(sub)) return "BarOrPub";
  if (b.category === "confectionery" || b.category === "coffee") {
    if (/ice cream|gelato|frozen/.test(sub)) return "IceCreamShop";
    if (/bakery|patisserie|pastry|donut|doughnut/.test(sub)) return "Bakery";
  }
  if (b.category === "accommodations") {
    if (/bed (and|&) breakfast|b&b/.test(sub)) return "BedAndBreakfast";
    if (/motel|motor lodge/.test(sub)) return "Motel";
    if (/hotel|inn\b/.test(sub)) return "Hotel";
  }
  return CATEGORY_TYPES[b.category];
}

/** schema.org amenityFeature: the access details reported Yes or No (never the ones not reported). */
function amenityFeatures(b: Business): JsonLd[] {
  return ACCESS_FEATURES.flatMap(({ key, label }) => {
    const detail = b.access?.[key];
    if (!detail) return [];
    return [{ "@type": "LocationFeatureSpecification", name: label, value: detail.state === "yes" }];
  });
}

/** `today` (YYYY-MM-DD on the site's clock): special hours from that day on are given too. */
export function localBusinessJsonLd(b: Business, origin: string, today?: string): JsonLd {
  const page = absoluteUrl(pages.business.href(b.id), origin);
  const description = truncate(b.excerpt || stripHtml(b.description), 300);
  const special = today ? specialOpeningHoursSpecification(b, today) : [];
  const amenities = amenityFeatures(b);
  return {
    "@context": CONTEXT,
    "@type": businessType(b),
    "@id": `${page}#business`,
    name: b.name,
    address: postalAddress(b.address),
    url: b.website || page,
    ...(b.website ? { sameAs: [page] } : {}),
    image: [absoluteUrl(b.image || SITE.defaultImage, origin)],
    ...(b.phone ? { telephone: internationalPhone(b.phone) } : {}),
    ...(description ? { description } : {}),
    ...(opensSomeDay(b.hours) ? { openingHoursSpecification: openingHoursSpecification(b.hours) } : {}),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    ...(amenities.length ? { amenityFeature: amenities } : {}),
    ...(b.lat != null && b.lng != null
      ? { geo: { "@type": "GeoCoordinates", latitude: b.lat, longitude: b.lng } }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  };
}
