/**
 * schema.org JSON-LD for the server-rendered head: Organization (home), LocalBusiness subtypes (business pages),
 * Event (event pages) and BreadcrumbList (detail pages), with the fields Google's rich-result docs require
 * or recommend where the data has them. Organisation facts come from site.ts only.
 */
import type { Business } from "./business";
import type { BusinessCategory } from "./categories";
import { eventPlaceText } from "./calendar-links";
import type { CommunityEvent } from "./event";
import type { EventHost } from "./event-host";
import { SITE_TIME_ZONE } from "./dates";
import { wallOffset, wallSchedule } from "./event-wall-clock";
import { parseEventTime } from "./event-time";
import { pages } from "./paths";
import { parseRepeatRule, WEEKDAY_NAMES, weekdayOf, type Weekday } from "./repeat-rule";
import { openingHoursSpecification, specialOpeningHoursSpecification } from "./opening-hours";
import { ACCESS_FEATURES } from "./access";
import { absoluteUrl } from "./seo";
import { listedDate, shownDate, type ListedDate } from "./series-view";
import { SITE } from "./site";
import { snippet, stripHtml, truncate } from "./text";
import { opensSomeDay } from "./weekly-hours";

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
  return { "@type": "Organization", name: SITE.name, url: absoluteUrl(pages.home.href(), origin) };
}

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
  if (rule.freq === "MONTHLY" && rule.positions.length > 0 && rule.byDay[0]) {
    // schema.org's byMonthWeek counts 1 to 5 from the month's start: a "last" weekday has no such number, so such a
    // series has no Schedule (each date's own Event, with its page, stands for it).
    if (rule.positions.includes(-1)) return null;
    pattern.byDay = dayUrl(rule.byDay[0]);
    pattern.byMonthWeek = rule.positions.length === 1 ? rule.positions[0] : rule.positions;
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

/**
 * startDate and endDate from the stored wall-clock time (a plain date all day, its last day for one over several
 * days), or null for an unreadable date.
 */
function eventDates(date: string, time: string, lastDay = ""): { startDate: string; endDate: string } | null {
  const when = wallSchedule(date, time, lastDay);
  if (!when) return null;
  if (when.allDay) return { startDate: when.startDate, endDate: lastDay > date ? lastDay : when.startDate };
  return {
    startDate: `${when.startDate}T${when.startTime}${wallOffset(when.startDate, when.startTime)}`,
    endDate: `${when.endDate}T${when.endTime}${wallOffset(when.endDate, when.endTime)}`,
  };
}

function place(location: string): JsonLd {
  const placeText = eventPlaceText(location);
  return { "@type": "Place", name: placeText.split(",")[0]!.trim(), address: postalAddress(placeText) };
}

/** The host business as the venue (docs/product.md#host-business): its listing's name, address and map pin. */
function hostPlace(host: EventHost, origin: string): JsonLd {
  return {
    "@type": "Place",
    name: host.name,
    address: postalAddress(host.address),
    ...(host.lat != null && host.lng != null
      ? { geo: { "@type": "GeoCoordinates", latitude: host.lat, longitude: host.lng } }
      : {}),
    url: absoluteUrl(pages.business.href(host.id), origin),
  };
}

/** The host business as the organiser: the same node as its own page's LocalBusiness (its `@id`). */
function hostOrganizer(host: EventHost, origin: string): JsonLd {
  const page = absoluteUrl(pages.business.href(host.id), origin);
  return { "@type": "LocalBusiness", "@id": `${page}#business`, name: host.name, url: page };
}

/** Where a date happens: the host's place, unless that date was moved somewhere else (a changed date's place). */
function venue(e: CommunityEvent, location: string, origin: string): JsonLd {
  const atHost = e.host && (!e.series || location === e.series.location);
  return atHost ? hostPlace(e.host!, origin) : place(location);
}

const STATUS = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  rescheduled: "https://schema.org/EventRescheduled",
};

/** One date of a series as its own Event (its page's URL), as Google asks for a series. */
function dateEvent(e: CommunityEvent, date: ListedDate, origin: string): JsonLd | null {
  const dates = eventDates(date.day, date.time);
  if (!dates) return null;
  const previous = date.moved ? eventDates(date.date, e.series!.time) : null;
  return {
    "@type": "Event",
    name: e.title,
    ...dates,
    eventStatus: date.cancelled ? STATUS.cancelled : date.moved ? STATUS.rescheduled : STATUS.scheduled,
    ...(previous ? { previousStartDate: previous.startDate } : {}),
    location: venue(e, date.location, origin),
    url: absoluteUrl(pages.event.href(e.id, date.date), origin),
  };
}

/**
 * An event. A series' own page: its next date, its Schedule and its next dates as sub-events, each with its page.
 * One date of a series (`occurrence`, opened with ?date=): that date as an Event of its own, with its status
 * (cancelled, rescheduled) and the series as its superEvent.
 */
export function eventJsonLd(e: CommunityEvent, origin: string, occurrence?: string): JsonLd | null {
  const shown = shownDate(e);
  const dates = eventDates(e.date, e.time, e.endDate);
  if (!dates) return null;
  const description = snippet(e.description) || truncate(e.excerpt, 160);
  const seriesPage = absoluteUrl(pages.event.href(e.id), origin);
  const common = {
    "@context": CONTEXT,
    "@type": "Event",
    name: e.title,
    ...dates,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: venue(e, e.location, origin),
    ...(description ? { description } : {}),
    image: [absoluteUrl(e.image || SITE.defaultImage, origin)],
    organizer: e.host ? hostOrganizer(e.host, origin) : organizer(origin),
  };
  if (shown && occurrence !== undefined) {
    const own = dateEvent(e, shown, origin);
    return {
      ...common,
      eventStatus: own?.eventStatus ?? STATUS.scheduled,
      ...(own?.previousStartDate ? { previousStartDate: own.previousStartDate } : {}),
      url: absoluteUrl(pages.event.href(e.id, shown.date), origin),
      superEvent: { "@type": "EventSeries", name: e.title, url: seriesPage },
    };
  }
  const repeats = seriesSchedule(e);
  const next = e.series ? e.series.upcoming.map((d) => dateEvent(e, listedDate(e.series!, d), origin)) : [];
  return {
    ...common,
    eventStatus: e.cancelled ? STATUS.cancelled : STATUS.scheduled,
    url: seriesPage,
    ...(repeats ? { eventSchedule: repeats } : {}),
    ...(next.length ? { subEvent: next.filter((x) => x !== null) } : {}),
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
