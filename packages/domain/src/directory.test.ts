import type { Business } from "./business";
import { directoryResult } from "./directory";
import { businessFixture } from "./test-fixtures/business";
import { weekOf } from "./weekly-hours";

const NOW = new Date("2026-07-15T19:00:00Z"); // a Wednesday, noon in Boulder City

const business = (id: string, checkedAt: string) =>
  businessFixture(id, {
    name: `Shop ${id}`,
    hours: weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "08:00", closes: "20:00" }]),
    createdAt: checkedAt,
    updatedAt: checkedAt,
    hoursConfirmedAt: checkedAt,
  });

describe("the directory's Open now filter", () => {
  it("keeps a business open by recent hours and leaves out one whose hours are over a year old", () => {
    const fresh = business("fresh", "2026-05-01T00:00:00Z");
    const aging = business("aging", "2025-11-01T00:00:00Z");
    const stale = business("stale", "2025-06-01T00:00:00Z");
    const result = directoryResult(
      [fresh, aging, stale],
      { q: "", category: null, open: true, access: null, page: 1 },
      NOW,
    );
    if (result.kind === "grouped") throw new Error("Open now gives a flat list");
    expect(result.businesses.map((b) => b.id)).toEqual(["fresh", "aging"]);
  });
});

describe("the directory's access filter", () => {
  const reporting = (id: string, access: Business["access"]) => ({ ...business(id, "2026-05-01T00:00:00Z"), access });

  it("keeps the listings reporting Yes, and counts those reporting at all among what the other filters keep", () => {
    const list = [
      reporting("ramp", { "step-free-entrance": { state: "yes", note: "Ramp" } }),
      reporting("steps", { "step-free-entrance": { state: "no", note: "" } }),
      reporting("silent", {}),
      { ...reporting("elsewhere", { "step-free-entrance": { state: "yes", note: "" } }), category: "coffee" as const },
    ];
    const query = { q: "", category: "shopping" as const, open: false, access: "step-free-entrance" as const, page: 1 };
    const result = directoryResult(list, query, NOW);
    if (result.kind === "grouped") throw new Error("an access filter gives a flat list");
    expect(result.businesses.map((b) => b.id)).toEqual(["ramp"]);
    expect(result.access).toEqual({ key: "step-free-entrance", reporting: 2, of: 3 });
  });
});
