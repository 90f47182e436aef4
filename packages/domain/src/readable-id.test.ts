/** Readable addresses for new records (docs/product.md#readable-addresses). */
import { idCandidates, idFromTitle } from "./readable-id";

describe("idFromTitle", () => {
  it.each([
    ["First Friday Art Walk", "first-friday-art-walk"],
    ["Wine Walk & Tasting — Fall '26", "wine-walk-tasting-fall-26"],
    ["Café Mariposa's Crêpe Night", "cafe-mariposas-crepe-night"],
    ["  Damboree   Parade!! ", "damboree-parade"],
  ])("makes %j into %j", (title, id) => {
    expect(idFromTitle(title, "event")).toBe(id);
  });

  it("keeps whole words within 60 characters", () => {
    const id = idFromTitle(
      "The Annual Historic Downtown Boulder City Holiday Lights Parade and Tree Lighting",
      "event",
    );
    expect(id).toBe("the-annual-historic-downtown-boulder-city-holiday-lights");
    expect(id.length).toBeLessThanOrEqual(60);
  });

  it("falls back when the title has no letters or digits it can use", () => {
    expect(idFromTitle("🎉🎉", "event")).toBe("event");
    expect(idFromTitle("花火大会", "event")).toBe("event");
  });

  it("only ever makes ids the site's addresses accept", () => {
    for (const title of ["A/B", "a__b", "-x-", "x".repeat(200), "Ω"]) {
      expect(idFromTitle(title, "event")).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe("idCandidates", () => {
  it("numbers the ids after the first", () => {
    expect(idCandidates("wine-walk", 3)).toEqual(["wine-walk", "wine-walk-2", "wine-walk-3"]);
  });
});
