import { weekOf } from "./weekly-hours";
import {
  breadcrumbJsonLd,
  eventJsonLd,
  businessType,
  internationalPhone,
  localBusinessJsonLd,
  organizationJsonLd,
  postalAddress,
} from "./structured-data";
import { businessFixture } from "./test-fixtures/business";
import { eventFixture } from "./test-fixtures/event";

const ORIGIN = "https://bouldercitymainstreet.example";

const business = businessFixture("blue-plate-diner", {
  name: "Blue Plate Diner",
  category: "restaurants",
  subcategory: "Diner",
  description: "<p>Breakfast all day.</p>",
  website: "https://blue-plate-diner.example.com",
  phone: "(702) 555-0101",
  address: "1120 Nevada Way, Boulder City, NV 89005",
  hours: weekOf([{ days: ["Mo", "Tu"], opens: "06:00", closes: "14:00" }]),
  image: "/images/seed/diner.svg",
  createdAt: "2026-01-15T17:00:00.000Z",
  updatedAt: "2026-01-15T17:00:00.000Z",
});

const event = eventFixture("tree-lighting", {
  title: "Tree Lighting </script><script>alert(1)</script>",
  description: "<p>Carols &amp; cocoa.</p>",
  date: "2026-12-05",
  displayDate: "December 5, 2026",
  time: "6:30 PM",
  location: "Wilbur Square Park, Boulder City, NV",
  createdAt: "2026-01-15T17:00:00.000Z",
  updatedAt: "2026-01-15T17:00:00.000Z",
});

describe("postalAddress", () => {
  it("splits street, town, state and ZIP", () => {
    expect(postalAddress("1120 Nevada Way, Boulder City, NV 89005")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1120 Nevada Way",
      addressLocality: "Boulder City",
      addressRegion: "NV",
      postalCode: "89005",
      addressCountry: "US",
    });
  });

  it("fills the district's town and ZIP when only a place is given", () => {
    expect(postalAddress("Boulder Dam Hotel, 1305 Arizona St, Boulder City, NV")).toMatchObject({
      streetAddress: "Boulder Dam Hotel, 1305 Arizona St",
      addressLocality: "Boulder City",
      postalCode: "89005",
    });
    expect(postalAddress("")).toMatchObject({ streetAddress: "Historic District", addressLocality: "Boulder City" });
  });
});

describe("LocalBusiness", () => {
  it("has Google's required fields and the recommended ones the data holds", () => {
    const data = localBusinessJsonLd(business, ORIGIN);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Blue Plate Diner",
      address: { "@type": "PostalAddress", streetAddress: "1120 Nevada Way", postalCode: "89005" },
      telephone: "+1-702-555-0101",
      url: "https://blue-plate-diner.example.com",
      image: [`${ORIGIN}/images/seed/diner.svg`],
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "06:00", closes: "14:00" },
      ],
    });
  });

  it("adds the special days from the render's day on, and the access details reported Yes or No", () => {
    const data = localBusinessJsonLd(
      {
        ...business,
        exceptions: [
          { date: "2026-11-20", kind: "closed", ranges: [], label: "Past" },
          { date: "2026-11-26", kind: "closed", ranges: [], label: "Thanksgiving" },
        ],
        access: { "step-free-entrance": { state: "yes", note: "Ramp" }, "hearing-loop": { state: "no", note: "" } },
      },
      ORIGIN,
      "2026-11-21",
    );
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
      },
    ]);
    // Features not reported say nothing: "not reported" is never "no".
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Step-free entrance", value: true },
      { "@type": "LocationFeatureSpecification", name: "Hearing loop", value: false },
    ]);
    expect(localBusinessJsonLd(business, ORIGIN, "2026-11-21")).not.toHaveProperty("amenityFeature");
  });

  it("writes a day open 24 hours as 00:00–23:59, which Google doesn't read as closed", () => {
    const allDay = { ...business, hours: weekOf([{ days: ["Sa"], opens: "00:00", closes: "00:00" }]) };
    expect(localBusinessJsonLd(allDay, ORIGIN).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "00:00", closes: "23:59" },
    ]);
  });

  it("leaves out openingHoursSpecification without structured hours (a note alone), and links the page without a website", () => {
    const data = localBusinessJsonLd({ ...business, hours: null, hoursNote: "Daily 9–5", website: "" }, ORIGIN);
    expect(data).not.toHaveProperty("openingHoursSpecification");
    expect(data.url).toBe(`${ORIGIN}/directory/blue-plate-diner`);
  });

  it.each([
    ["restaurants", "Wine Bar", "BarOrPub"],
    ["coffee", "Café", "CafeOrCoffeeShop"],
    ["shopping", "Bookstore", "Store"],
    ["accommodations", "Bed & Breakfast", "BedAndBreakfast"],
    ["accommodations", "Motor Lodge", "Motel"],
    ["accommodations", "Vacation Rental", "LodgingBusiness"],
    ["confectionery", "French Bakery", "Bakery"],
    ["confectionery", "Ice Cream Parlor", "IceCreamShop"],
  ] as const)("types %s / %s as %s", (category, subcategory, type) => {
    expect(businessType({ category, subcategory })).toBe(type);
  });
});

describe("Event", () => {
  it("has the required and recommended fields, with the Los Angeles offset", () => {
    const data = eventJsonLd(event, ORIGIN);
    expect(data).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-05T18:30:00-08:00",
      endDate: "2026-12-05T20:30:00-08:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Wilbur Square Park",
        address: { "@type": "PostalAddress", addressLocality: "Boulder City", addressRegion: "NV" },
      },
      description: "Carols & cocoa.",
      image: [`${ORIGIN}/images/og-default.png`],
      url: `${ORIGIN}/events/tree-lighting`,
      organizer: { "@type": "Organization", name: "Boulder City Main Street", url: `${ORIGIN}/` },
    });
  });

  it("uses plain dates for an all-day event, and null for an unreadable date", () => {
    expect(eventJsonLd({ ...event, time: "" }, ORIGIN)).toMatchObject({
      startDate: "2026-12-05",
      endDate: "2026-12-05",
    });
    expect(eventJsonLd({ ...event, date: "" }, ORIGIN)).toBeNull();
  });

  it("takes a host business's Place as the location and the business as the organiser", () => {
    const host = {
      id: "blue-plate-diner",
      name: "Blue Plate Diner",
      address: business.address!,
      lat: 35.97,
      lng: -114.83,
    };
    const page = `${ORIGIN}/directory/blue-plate-diner`;
    expect(eventJsonLd({ ...event, hostBusinessId: host.id, host }, ORIGIN)).toMatchObject({
      location: {
        "@type": "Place",
        name: "Blue Plate Diner",
        address: { "@type": "PostalAddress", streetAddress: "1120 Nevada Way", postalCode: "89005" },
        geo: { "@type": "GeoCoordinates", latitude: 35.97, longitude: -114.83 },
        url: page,
      },
      organizer: { "@type": "LocalBusiness", "@id": `${page}#business`, name: "Blue Plate Diner", url: page },
    });
    const withoutPin = eventJsonLd({ ...event, host: { ...host, lat: null, lng: null } }, ORIGIN);
    expect(withoutPin?.location).not.toHaveProperty("geo");
  });
});

describe("Organization and BreadcrumbList", () => {
  it("describes the organisation from the site facts", () => {
    expect(organizationJsonLd(ORIGIN)).toMatchObject({
      "@type": "Organization",
      name: "Boulder City Main Street",
      url: `${ORIGIN}/`,
      logo: expect.stringMatching(/^https:\/\//),
    });
  });

  it("numbers the crumbs from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Events", path: "/events" },
      ],
      ORIGIN,
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Events", item: `${ORIGIN}/events` },
    ]);
  });

  it("writes phone numbers in international form", () => {
    expect(internationalPhone("(702) 555-0100")).toBe("+1-702-555-0100");
    expect(internationalPhone("+44 20 7946 0000")).toBe("+44 20 7946 0000");
  });
});
