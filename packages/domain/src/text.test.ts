import { foldForSearch, snippet, stripHtml, truncate } from "./text";

describe("stripHtml", () => {
  it("removes tags, script and style bodies, and decodes entities", () => {
    expect(stripHtml("<p>Hello <strong>Boulder</strong>&nbsp;City &amp; dam</p><script>alert(1)</script>")).toBe(
      "Hello Boulder City & dam",
    );
    expect(stripHtml("<style>p{}</style><h1>A</h1><p>B</p>")).toBe("A B");
    expect(stripHtml("caf&#233; &#x263A;")).toBe("café ☺");
  });

  it("adds no space before punctuation after inline tags, but separates blocks", () => {
    expect(stripHtml("<p>Bring a <em>blanket</em>.</p><p>Free</p>")).toBe("Bring a blanket. Free");
    expect(stripHtml("one<br>two")).toBe("one two");
  });

  it("never leaves angle brackets that could form markup", () => {
    expect(stripHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).not.toMatch(/[<>]/);
  });

  it("handles empty input", () => {
    expect(stripHtml(undefined)).toBe("");
    expect(stripHtml("")).toBe("");
  });
});

describe("snippet", () => {
  it("cuts event descriptions to 160 characters without markup", () => {
    const html = `<p>${"Parade down Nevada Way ".repeat(20)}</p>`;
    const result = snippet(html);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result).not.toMatch(/</);
    expect(result.endsWith("…")).toBe(true);
  });

  it("keeps short descriptions whole", () => {
    expect(snippet("<p>Short</p>")).toBe("Short");
  });
});

describe("truncate and foldForSearch", () => {
  it("truncates on a word boundary", () => {
    expect(truncate("one two three four", 12)).toBe("one two…");
  });

  it("folds accents and case", () => {
    expect(foldForSearch("Café CRÈME Brûlée")).toBe("cafe creme brulee");
  });
});
