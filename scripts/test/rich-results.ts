/**
 * Checks JSON-LD in served HTML against Google's rich-result documentation
 * (developers.google.com/search/docs/appearance/structured-data/event and .../local-business):
 * the required properties, and the recommended ones the site's data can fill.
 */
import type { HTMLElement } from "node-html-parser";
import type { Business } from "@main-street/domain/business";
import type { CommunityEvent } from "@main-street/domain/event";
import { opensSomeDay, sameHoursGroups } from "@main-street/domain/weekly-hours";

type JsonLd = Record<string, any>;

/** Every JSON-LD block in the page, parsed (a block that does not parse fails the test). */
export function jsonLdBlocks(html: HTMLElement): JsonLd[] {
  return html.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as JsonLd);
}

export function jsonLdOfType(html: HTMLElement, type: string | RegExp): JsonLd[] {
  const blocks = jsonLdBlocks(html).filter((b) =>
    typeof type === "string" ? b["@type"] === type : type.test(b["@type"]),
  );
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  return blocks;
}

function expectPostalAddress(address: JsonLd) {
  expect(address).toMatchObject({
    "@type": "PostalAddress",
    streetAddress: expect.any(String),
    addressLocality: expect.any(String),
    addressRegion: expect.any(String),
    addressCountry: "US",
  });
  expect(address.streetAddress.length).toBeGreaterThan(0);
}

const ABSOLUTE = /^https?:\/\/[^\s]+$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Event: required name, startDate, location (Place with address); recommended the rest the data has. */
export function expectEventRichResult(html: HTMLElement, event: CommunityEvent): JsonLd[] {
  const blocks = jsonLdOfType(html, "Event");
  const data = blocks[0]!;
  expect(data.name).toBe(event.title);
  expect(data.startDate).toMatch(new RegExp(`^${event.date}`));
  for (const field of ["startDate", "endDate"]) {
    expect(ISO_WITH_OFFSET.test(data[field]) || ISO_DATE.test(data[field])).toBe(true);
  }
  expect(data.location["@type"]).toBe("Place");
  expect(data.location.name.length).toBeGreaterThan(0);
  expectPostalAddress(data.location.address);
  expect(data.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  expect(data.eventStatus).toBe("https://schema.org/EventScheduled");
  expect(data.description.length).toBeGreaterThan(0);
  expect(data.description.length).toBeLessThanOrEqual(160);
  expect(data.description).not.toMatch(/<[a-z/]/i);
  expect(data.image.length).toBeGreaterThan(0);
  for (const image of data.image) expect(image).toMatch(ABSOLUTE);
  expect(data.organizer).toMatchObject({
    // The organisation, or the host business (docs/product.md#host-business).
    "@type": event.hostBusinessId ? "LocalBusiness" : "Organization",
    name: expect.any(String),
    url: expect.stringMatching(ABSOLUTE),
  });
  return blocks;
}

/** LocalBusiness (or a subtype): required name and address; recommended telephone, url, image and hours. */
export function expectLocalBusinessRichResult(html: HTMLElement, business: Business): JsonLd[] {
  const types =
    /^(LocalBusiness|Restaurant|BarOrPub|CafeOrCoffeeShop|Store|LodgingBusiness|Hotel|Motel|BedAndBreakfast|FoodEstablishment|Bakery|IceCreamShop)$/;
  const blocks = jsonLdOfType(html, types);
  const data = blocks[0]!;
  expect(data.name).toBe(business.name);
  expectPostalAddress(data.address);
  expect(data.url).toMatch(ABSOLUTE);
  for (const image of data.image) expect(image).toMatch(ABSOLUTE);
  if (business.phone) expect(data.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
  if (opensSomeDay(business.hours)) {
    // One entry per range of each group of days with the same hours.
    const entries = sameHoursGroups(business.hours).reduce((n, group) => n + group.ranges.length, 0);
    expect(data.openingHoursSpecification).toHaveLength(entries);
    for (const spec of data.openingHoursSpecification) {
      expect(spec).toMatchObject({
        "@type": "OpeningHoursSpecification",
        opens: expect.stringMatching(/^\d{2}:\d{2}$/),
      });
      expect(spec.dayOfWeek.length).toBeGreaterThan(0);
    }
  } else {
    expect(data.openingHoursSpecification).toBeUndefined();
  }
  return blocks;
}
