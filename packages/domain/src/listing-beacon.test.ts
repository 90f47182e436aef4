import { MAX_BEACON_IDS } from "./listing-beacon";
import { beaconSchema } from "./listing-beacon-schema";

const VIEW = "0b7c5a8e-2f4d-4c1a-9e3b-6d5f7a8b9c0d";
const ok = (body: unknown) => beaconSchema.safeParse(body).success;

describe("the listing statistics' beacon", () => {
  it("accepts each kind with its listings", () => {
    expect(ok({ view: VIEW, kind: "view", ids: ["blue-plate-diner"] })).toBe(true);
    expect(ok({ view: VIEW, kind: "event", ids: ["a1B2c3D4e5F6g7H8i9J0"] })).toBe(true);
    const many = Array.from({ length: MAX_BEACON_IDS }, (_, i) => `listing-${i}`);
    expect(ok({ view: VIEW, kind: "appearance", ids: many })).toBe(true);
  });

  it.each([
    ["an unknown kind", { view: VIEW, kind: "click", ids: ["a"] }],
    ["a view id that isn't a random UUID", { view: "1", ids: ["a"], kind: "view" }],
    ["an unknown field", { view: VIEW, kind: "view", ids: ["a"], ua: "x" }],
    ["no listing", { view: VIEW, kind: "appearance", ids: [] }],
    ["two listings for a kind that counts one", { view: VIEW, kind: "website", ids: ["a", "b"] }],
    ["the same listing twice", { view: VIEW, kind: "appearance", ids: ["a", "a"] }],
    ["too many listings", { view: VIEW, kind: "appearance", ids: Array.from({ length: 41 }, (_, i) => `l${i}`) }],
    ["an id no record has", { view: VIEW, kind: "view", ids: ["../businesses"] }],
    ["an id of the wrong type", { view: VIEW, kind: "view", ids: [7] }],
    ["not an object", ["view"]],
  ])("refuses %s", (_, body) => {
    expect(ok(body)).toBe(false);
  });
});
