/** Event categories (docs/product.md#event-categories). */
import { eventCategoryInputSchema, findCategory, unknownCategoryMessage } from "./event-categories";

const LIST = [{ name: "Arts" }, { name: "Food & Drink" }, { name: "Market" }];

describe("findCategory", () => {
  it("finds a category whatever its case and punctuation", () => {
    expect(findCategory(LIST, "arts")?.name).toBe("Arts");
    expect(findCategory(LIST, " ARTS ")?.name).toBe("Arts");
    expect(findCategory(LIST, "food and drink")).toBeUndefined();
    expect(findCategory(LIST, "Food & drink")?.name).toBe("Food & Drink");
  });

  it("tells a near name from the category: 'Art' is not 'Arts'", () => {
    expect(findCategory(LIST, "Art")).toBeUndefined();
  });
});

describe("the refusal of an unknown category", () => {
  it("names the categories there are", () => {
    expect(unknownCategoryMessage("Art", LIST)).toBe(
      '"Art" isn\'t an event category. Choose one of: Arts, Food & Drink, Market.',
    );
  });
});

describe("a category's name", () => {
  it("is required, one line, at most 40 characters, with a letter or a digit", () => {
    const message = (name: unknown) => eventCategoryInputSchema.safeParse({ name }).error?.issues[0]?.message;
    expect(message("  Arts ")).toBeUndefined();
    expect(eventCategoryInputSchema.parse({ name: "  Arts " })).toEqual({ name: "Arts" });
    expect(message("")).toBe("Name is required");
    expect(message("x".repeat(41))).toBe("Name must be at most 40 characters");
    expect(message("&&")).toBe("Name needs a letter or a digit");
    expect(message("Arts\nCrafts")).toBe("Name can't contain line breaks or control characters");
  });
});
