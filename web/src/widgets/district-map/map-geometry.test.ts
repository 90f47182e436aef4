/** @jest-environment-options {"customExportConditions": ["umd", "node", "require", "default"]} */
// d3-geo ships ES modules plus a UMD build; the "umd" condition gives Jest (CommonJS) the latter.
import { geoDistance } from "d3-geo";
import { clickToCanvas, districtProjection, drawStreets, fromCanvas, nudge, streets, toCanvas } from "./map-geometry";

const CANVAS = { width: 800, height: 560 };
const EARTH_RADIUS_M = 6_371_000;
const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  geoDistance([a.lng, a.lat], [b.lng, b.lat]) * EARTH_RADIUS_M;

describe("the street file", () => {
  it("credits OpenStreetMap under the ODbL and says it is simplified", () => {
    expect(streets.metadata.attribution).toBe("© OpenStreetMap contributors");
    expect(streets.metadata).toMatchObject({
      license: "ODbL-1.0",
      licenseUrl: "https://www.openstreetmap.org/copyright",
    });
    expect((streets.metadata as unknown as { source: string }).source).toMatch(/simplified.*traced by hand/i);
  });

  it("has named streets around Nevada Way, each a line of at least two points in Boulder City", () => {
    const names = streets.features.map((f) => f.properties.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["Nevada Way", "Arizona Street", "Hotel Plaza", "Wyoming Street"]));
    for (const feature of streets.features) {
      const points =
        feature.geometry.type === "Polygon" ? feature.geometry.coordinates[0]! : feature.geometry.coordinates;
      expect(points.length).toBeGreaterThanOrEqual(2);
      for (const [lng, lat] of points) {
        expect(metresBetween({ lat: lat!, lng: lng! }, { lat: 35.979, lng: -114.834 })).toBeLessThan(1000);
      }
    }
  });
});

describe("projection", () => {
  const projection = districtProjection(CANVAS);

  it("fits every street inside the canvas", () => {
    for (const feature of streets.features) {
      const points =
        feature.geometry.type === "Polygon" ? feature.geometry.coordinates[0]! : feature.geometry.coordinates;
      for (const [lng, lat] of points) {
        const [x, y] = toCanvas(projection, { lat: lat!, lng: lng! });
        expect(x).toBeGreaterThanOrEqual(19.9);
        expect(x).toBeLessThanOrEqual(780.1);
        expect(y).toBeGreaterThanOrEqual(19.9);
        expect(y).toBeLessThanOrEqual(540.1);
      }
    }
  });

  it("draws every street, with label paths running left to right", () => {
    const drawn = drawStreets(projection);
    expect(drawn.filter((s) => s.kind === "street")).toHaveLength(9);
    for (const street of drawn.filter((s) => s.kind === "street")) {
      const xs = [...street.labelD.matchAll(/[ML]([-\d.]+),/g)].map((m) => Number(m[1]));
      expect(xs[0]!).toBeLessThanOrEqual(xs[xs.length - 1]!);
    }
  });

  it("turns canvas points back into positions within a metre", () => {
    const at = { lat: 35.97866, lng: -114.83406 };
    const [x, y] = toCanvas(projection, at);
    expect(metresBetween(fromCanvas(projection, x, y), at)).toBeLessThan(1);
  });

  it("zooms to a business for the small map", () => {
    const at = { lat: 35.97866, lng: -114.83406 };
    const small = { width: 400, height: 260 };
    const [x, y] = toCanvas(districtProjection(small, at), at);
    expect(Math.abs(x - 200)).toBeLessThan(1);
    expect(Math.abs(y - 130)).toBeLessThan(1);
  });
});

describe("picking", () => {
  it("scales a click on the drawn map to the canvas", () => {
    const box = { left: 10, top: 20, width: 400, height: 280 };
    expect(clickToCanvas({ clientX: 210, clientY: 160 }, box, CANVAS)).toEqual([400, 280]);
    expect(clickToCanvas({ clientX: 1, clientY: 1 }, { left: 0, top: 0, width: 0, height: 0 }, CANVAS)).toBeNull();
  });

  it("nudges by the metres asked", () => {
    const at = { lat: 35.979, lng: -114.834 };
    expect(metresBetween(at, nudge(at, 5, 0))).toBeCloseTo(5, 0);
    expect(metresBetween(at, nudge(at, 0, -25))).toBeCloseTo(25, 0);
  });
});
