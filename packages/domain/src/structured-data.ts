/**
 * schema.org JSON-LD for the server-rendered head: Organization (home), LocalBusiness subtypes (business pages),
 * Event (event pages) and BreadcrumbList (detail pages), with the fields Google's rich-result docs require
 * or recommend where the data has them. Organisation facts come from site.ts only.
 */
import type { Business, OpeningHours } from "./business";
import type { BusinessCategory } from "./categories";
import { eventPagePath, eventPlaceText } from "./calendar-links";
import type { CommunityEvent } from "./event";
import { SITE_TIME_ZONE } from "./dates";
import { eventSchedule, siteIsoDateTime } from "./event-schedule";
import { parseEventTime } from "./event-time";
import { parseRepeatRule, WEEKDAY_NAMES, weekdayOf, type Weekday } from "./repeat-rule";
import { absoluteUrl } from "./seo";
import { SITE } from "./site";
import { snippet, stripHtml, truncate } from "./text";

export type JsonLd = Record<string, unknown>;
const CONTEXT = "https://schema.org";
/** The organisation's logo in the web app's public folder (web/public/images/logo.svg). */
const LOGO_PATH = "/images/logo.svg";

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

function organizer(origin: string): JsonLd {
  return { "@type": "Organization", name: SITE.name, url: absoluteUrl("/", origin) };
}

export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl("/", origin)}#organization`,
    name: SITE.name,
    url: absoluteUrl("/", origin),
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

const DAY_NAMES = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

function openingHoursSpecification(hours: OpeningHours): JsonLd[] {
  return hours.map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: h.days.map((d) => DAY_NAMES[d]),
    opens: h.opens,
    closes: h.closes,
  }));
}

export function localBusinessJsonLd(b: Business, origin: string): JsonLd {
  const page = absoluteUrl(`/directory/${encodeURIComponent(b.id)}`, origin);
  const description = truncate(b.excerpt || stripHtml(b.description), 300);
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
    ...(Array.isArray(b.hours) && b.hours.length
      ? { openingHoursSpecification: openingHoursSpecification(b.hours) }
      : {}),
    ...(b.lat != null && b.lng != null
      ? { geo: { "@type": "GeoCoordinates", latitude: b.lat, longitude: b.lng } }
      : {}),
  };
}

/** Event JSON-LD, or null when the event's date cannot be read (Google requires startDate). */
/**
 * schema.org Schedule for a series (docs/product.md#recurring-events): how often, on which days, at what local
 * time, in the site's zone.
 */
function seriesSchedule(e: CommunityEvent): JsonLd | null {
  if (!e.series) return null;
  const parsed = parseRepeatRule(e.series.rule);
  if (!parsed.ok) return null;
  const rule = parsed.rule;
  const unit = { DAILY: "D", WEEKLY: "W", MONTHLY: "M", YEARLY: "Y" }[rule.freq];
  const dayUrl = (d: Weekday) => `https://schema.org/${WEEKDAY_NAMES[d]}`;
  const start = e.series.start;
  const pattern: JsonLd = {};
  if (rule.freq === "WEEKLY") pattern.byDay = (rule.byDay.length ? rule.byDay : [weekdayOf(start)]).map(dayUrl);
  if (rule.freq === "MONTHLY" && rule.position !== null && rule.byDay[0]) {
    pattern.byDay = dayUrl(rule.byDay[0]);
    pattern.byMonthWeek = rule.position;
  } else if (rule.freq === "MONTHLY") pattern.byMonthDay = rule.monthDay ?? Number(start.slice(8, 10));
  if (rule.freq === "YEARLY") {
    pattern.byMonth = Number(start.slice(5, 7));
    pattern.byMonthDay = Number(start.slice(8, 10));
  }
  const clock = parseEventTime(e.series.time);
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`;
  return {
    "@type": "Schedule",
    repeatFrequency: `P${rule.interval}${unit}`,
    ...pattern,
    startDate: start,
    ...(rule.until ? { endDate: rule.until } : {}),
    ...(rule.count !== null ? { repeatCount: rule.count } : {}),
    ...(clock ? { startTime: hhmm(clock.start) } : {}),
    ...(clock?.end != null ? { endTime: hhmm(clock.end) } : {}),
    ...(e.series.skipped.length ? { exceptDate: e.series.skipped } : {}),
    scheduleTimezone: SITE_TIME_ZONE,
  };
}

/** An event; a series at its shown date (the next, or `occurrence` opened with ?date=) plus its eventSchedule. */
export function eventJsonLd(e: CommunityEvent, origin: string, occurrence?: string): JsonLd | null {
  const schedule = eventSchedule(e.date, e.time);
  if (!schedule) return null;
  const dates = schedule.allDay
    ? { startDate: schedule.startDate, endDate: schedule.startDate }
    : { startDate: siteIsoDateTime(schedule.start), endDate: siteIsoDateTime(schedule.end) };
  const placeText = eventPlaceText(e.location);
  const description = snippet(e.description) || truncate(e.excerpt, 160);
  const repeats = seriesSchedule(e);
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: e.title,
    ...dates,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: placeText.split(",")[0]!.trim(), address: postalAddress(placeText) },
    ...(description ? { description } : {}),
    image: [absoluteUrl(e.image || SITE.defaultImage, origin)],
    url: absoluteUrl(eventPagePath(e.id, occurrence), origin),
    organizer: organizer(origin),
    ...(repeats ? { eventSchedule: repeats } : {}),
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
