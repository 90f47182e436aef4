import { businessInputSchema, type Business } from "./business";
import { localBusinessJsonLd } from "./structured-data";

const messages = (input: object) =>
  businessInputSchema
    .safeParse({ name: "Blue Plate Diner", category: "restaurants", ...input })
    .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("business coordinates", () => {
  it("are optional, and kept when given", () => {
    expect(messages({})).toEqual([]);
    expect(messages({ lat: null, lng: null })).toEqual([]);
    const parsed = businessInputSchema.parse({ name: "A", category: "coffee", lat: 35.9786, lng: -114.8325 });
    expect([parsed.lat, parsed.lng]).toEqual([35.9786, -114.8325]);
  });

  it("come both or neither, as numbers in range", () => {
    expect(messages({ lat: 35.97 })).toEqual(["lng: Give both latitude and longitude, or neither"]);
    expect(messages({ lng: -114.83 })).toEqual(["lng: Give both latitude and longitude, or neither"]);
    expect(messages({ lat: 91, lng: -181 })).toEqual([
      "lat: Latitude must be between -90 and 90",
      "lng: Longitude must be between -180 and 180",
    ]);
    expect(messages({ lat: "35.97", lng: -114.83 })).toEqual(["lat: Latitude must be a number"]);
    expect(messages({ lat: Number.NaN, lng: -114.83 })).toEqual(["lat: Latitude must be a number"]);
  });
});

describe("business JSON-LD geo", () => {
  const business: Business = {
    id: "blue-plate-diner",
    name: "Blue Plate Diner",
    category: "restaurants",
    subcategory: "Diner",
    description: "",
    excerpt: "Breakfast all day.",
    website: "",
    phone: "",
    address: "1120 Nevada Way, Boulder City, NV 89005",
    hours: null,
    hoursNote: "",
    image: "",
    tags: [],
    featured: "false",
    createdAt: "2026-01-15T17:00:00.000Z",
    updatedAt: "2026-01-15T17:00:00.000Z",
  };

  it("has GeoCoordinates when the business has a position, and none otherwise", () => {
    const origin = "https://bouldercitymainstreet.example";
    expect(localBusinessJsonLd({ ...business, lat: 35.9786, lng: -114.8325 }, origin).geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 35.9786,
      longitude: -114.8325,
    });
    expect(localBusinessJsonLd(business, origin)).not.toHaveProperty("geo");
    expect(localBusinessJsonLd({ ...business, lat: null, lng: null }, origin)).not.toHaveProperty("geo");
  });
});
