import { businessFixture } from "@main-street/domain/test-fixtures/business";
import { buildBusinessIndex } from "./search";

const search = buildBusinessIndex([
  businessFixture("cafe", {
    name: "Café Mariposa",
    category: "coffee",
    description: "<p>Fresh <strong>espresso</strong></p>",
  }),
  businessFixture("tea", {
    name: "Dam Good Tea",
    category: "coffee",
    description: "<p>Loose-leaf teas. Also serves coffee</p>",
  }),
  businessFixture("coffee-house", { name: "Coffee House", category: "coffee" }),
  businessFixture("antiques", {
    name: "Old Town Antiques",
    subcategory: "Antiques",
    tags: ["vintage", "collectibles"],
  }),
  businessFixture("inn", { name: "Desert Inn", category: "accommodations", excerpt: "Historic rooms near the dam" }),
  businessFixture("sweets", { name: "Sugar Rush", category: "confectionery" }),
]);

const ids = (q: string) => search(q).map((b) => b.id);

describe("business search", () => {
  it("is case- and accent-insensitive", () => {
    expect(ids("cafe")).toContain("cafe");
    expect(ids("CAFÉ")).toContain("cafe");
  });

  it("matches prefixes", () => {
    expect(ids("antiq")).toContain("antiques");
  });

  it("tolerates a typo", () => {
    expect(ids("mariposs")).toContain("cafe");
    expect(ids("antiqeus")).toContain("antiques");
  });

  it("searches description text without markup, excerpt, subcategory, tags and the category label", () => {
    expect(ids("espresso")).toEqual(["cafe"]);
    expect(ids("strong")).not.toContain("cafe");
    expect(ids("historic rooms")).toContain("inn");
    expect(ids("collectibles")).toContain("antiques");
    expect(ids("places to stay")).toContain("inn");
    expect(ids("sweet treats")).toContain("sweets");
  });

  it("ranks name matches first", () => {
    const result = ids("coffee");
    expect(result[0]).toBe("coffee-house");
    expect(result).toContain("tea");
  });

  it("returns nothing for nonsense", () => {
    expect(ids("zzzzqqq")).toEqual([]);
  });
});
