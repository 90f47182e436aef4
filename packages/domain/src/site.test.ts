import { SITE, placeholderSiteFacts } from "./site";

describe("placeholderSiteFacts", () => {
  it("names the seed's stand-ins", () => {
    expect(placeholderSiteFacts(SITE)).toEqual([
      "phone (702) 555-0100",
      "e-mail info@bouldercitymainstreet.example",
      "tour map https://example.com/boulder-city-footprints-tour",
    ]);
  });

  it("accepts real details", () => {
    const real = {
      phone: "(702) 293-2034",
      email: "info@bcmainstreet.org",
      tourMapUrl: "https://bcmainstreet.org/tour",
    };
    expect(placeholderSiteFacts(real)).toEqual([]);
  });

  it.each([
    ["phone", "702-555-0199"],
    ["email", "hello@example.com"],
    ["email", "hello@mail.test"],
    ["tourMapUrl", "https://tours.example.org/footprints"],
  ])("flags a %s of %s", (fact, value) => {
    const site = { phone: "(702) 293-2034", email: "info@bcmainstreet.org", tourMapUrl: "https://bcmainstreet.org" };
    expect(placeholderSiteFacts({ ...site, [fact]: value })).toHaveLength(1);
  });
});
