/** @jest-environment-options {"customExportConditions": ["umd", "node", "require", "default"]} */
// d3-geo ships ES modules plus a UMD build; the "umd" condition gives Jest (CommonJS) the latter.
import { seedLocations } from "../../../../scripts/seed/locations";
import { districtProjection, toCanvas } from "./map-geometry";
import { FINGER_PX, markerAt, markersFor, type PlacedPin } from "./map-markers";

const projection = districtProjection({ width: 800, height: 560 });
const pin = (id: string): PlacedPin => {
  const [x, y] = toCanvas(projection, seedLocations[id]!);
  return { id, x, y, category: "shopping" };
};
const PHONE = 380 / 800;
const DESKTOP = 760 / 800;

describe("markers a finger can tell apart", () => {
  it("groups the seed's pins a pixel apart, on a phone and on a desktop", () => {
    const pins = [pin("cafe-mariposa"), pin("prickly-pear-sweets"), pin("blue-plate-diner")];
    for (const scale of [PHONE, DESKTOP]) {
      expect(markersFor(pins, scale).map((m) => m.ids)).toEqual([
        ["cafe-mariposa", "prickly-pear-sweets"],
        ["blue-plate-diner"],
      ]);
    }
  });

  it("keeps every marker at least a fingertip apart on screen, at any width", () => {
    const pins = Object.keys(seedLocations).map(pin);
    for (const scale of [320 / 800, PHONE, 0.7, DESKTOP, 1.2]) {
      const markers = markersFor(pins, scale);
      expect(markers.flatMap((m) => m.ids).sort()).toEqual(Object.keys(seedLocations).sort());
      for (const a of markers) {
        for (const b of markers) {
          if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y) * scale).toBeGreaterThanOrEqual(FINGER_PX - 0.2);
        }
      }
    }
  });

  it("opens the marker nearest a tap, and none beyond a fingertip", () => {
    const markers = markersFor([pin("spillway-books"), pin("blue-plate-diner")], DESKTOP);
    const books = markers.find((m) => m.ids[0] === "spillway-books")!;
    expect(markerAt(markers, books.x + 5, books.y - 5, DESKTOP)?.ids).toEqual(["spillway-books"]);
    expect(markerAt(markers, books.x + FINGER_PX / DESKTOP + 1, books.y, DESKTOP)).toBeNull();
  });
});
