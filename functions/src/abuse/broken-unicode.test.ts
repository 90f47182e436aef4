import { hasBrokenUnicode } from "./broken-unicode";

describe("hasBrokenUnicode", () => {
  it("finds lone surrogates in strings and keys at any depth", () => {
    expect(hasBrokenUnicode({ message: "x\uD83D" })).toBe(true);
    expect(hasBrokenUnicode({ tags: ["ok", "\uDFFF"] })).toBe(true);
    expect(hasBrokenUnicode({ a: { b: [{ ["k\uD800"]: 1 }] } })).toBe(true);
  });

  it("accepts every well-formed text, emoji and other astral characters included", () => {
    expect(hasBrokenUnicode({ message: "👩‍👩‍👧‍👦 שָׁלוֹם \u0000 \u202E", n: 1, ok: true, none: null })).toBe(false);
    expect(hasBrokenUnicode("plain")).toBe(false);
    expect(hasBrokenUnicode(undefined)).toBe(false);
    expect(hasBrokenUnicode(Buffer.from([0xed, 0xa0, 0x80]))).toBe(false); // raw bytes are not text
  });

  it("walks very deep nesting without recursion", () => {
    let deep: unknown = "\uD800";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasBrokenUnicode(deep)).toBe(true);
  });
});
