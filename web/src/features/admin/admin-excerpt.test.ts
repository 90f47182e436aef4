import { adminExcerpt } from "./admin-excerpt";

describe("adminExcerpt", () => {
  it("prefers the excerpt", () => {
    expect(adminExcerpt("Given", "<p>Body</p>")).toBe("Given");
  });

  it("falls back to the description stripped and cut to 150 characters plus '...'", () => {
    const long = "x".repeat(200);
    expect(adminExcerpt("", `<p>${long}</p>`)).toBe(`${"x".repeat(150)}...`);
    expect(adminExcerpt(null, "<p>Short</p>")).toBe("Short");
    expect(adminExcerpt("  ", "<p>Short</p>")).toBe("Short");
  });
});
