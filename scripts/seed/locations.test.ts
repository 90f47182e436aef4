import { businessInputSchema } from "@main-street/domain/business";
import streets from "../../web/src/widgets/district-map/district-streets.geo.json";
import { seedBusinesses } from "./data";
import { seedLocations } from "./locations";

/** Every [lng, lat] pair in the street file. */
const points = streets.features.flatMap((f) =>
  f.geometry.type === "Polygon"
    ? (f.geometry.coordinates as number[][][]).flat()
    : (f.geometry.coordinates as number[][]),
);

describe("seed business locations", () => {
  it("give every seed business a position, and nothing else", () => {
    expect(Object.keys(seedLocations).sort()).toEqual(seedBusinesses.map((b) => b.id).sort());
  });

  it("lie inside the district map and pass the business schema", () => {
    const lngs = points.map((p) => p[0]!);
    const lats = points.map((p) => p[1]!);
    for (const business of seedBusinesses) {
      const { lat, lng } = seedLocations[business.id]!;
      expect(lat).toBeGreaterThan(Math.min(...lats));
      expect(lat).toBeLessThan(Math.max(...lats));
      expect(lng).toBeGreaterThan(Math.min(...lngs));
      expect(lng).toBeLessThan(Math.max(...lngs));
      const { id: _id, ...input } = business;
      expect(businessInputSchema.safeParse({ ...input, lat, lng }).success).toBe(true);
    }
  });
});
