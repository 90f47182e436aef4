import type { Business } from "@main-street/domain/business";
import { buildBusinessIndex } from "./search";

function business(id: string, fields: Partial<Business>): Business {
  return {
    id,
    name: id,
    category: "shopping",
    subcategory: "",
    description: "",
    excerpt: "",
    website: "",
    phone: "",
    address: "",
    hours: null,
    image: "",
    tags: [],
    featured: "false",
    createdAt: "",
    updatedAt: "",
    ...fields,
  };
}

const search = buildBusinessIndex([
  business("cafe", {
    name: "Café Mariposa",
    category: "coffee",
    description: "<p>Fresh <strong>espresso</strong></p>",
  }),
  business("tea", {
    name: "Dam Good Tea",
    category: "coffee",
    description: "<p>Loose-leaf teas. Also serves coffee</p>",
  }),
  business("coffee-house", { name: "Coffee House", category: "coffee" }),
  business("antiques", { name: "Old Town Antiques", subcategory: "Antiques", tags: ["vintage", "collectibles"] }),
  business("inn", { name: "Desert Inn", category: "accommodations", excerpt: "Historic rooms near the dam" }),
  business("sweets", { name: "Sugar Rush", category: "confectionery" }),
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
