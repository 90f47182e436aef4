import { csvCell, csvRow } from "./csv";

describe("inbox CSV", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Jane Doe")).toBe("Jane Doe");
    expect(csvCell("")).toBe("");
  });

  it.each(['=HYPERLINK("http://x")', "+1 702 555 0100", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "escapes a cell a spreadsheet would run as a formula: %j",
    (value) => {
      expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("ends each row with CRLF", () => {
    expect(csvRow(["a", "b,c", "=x"])).toBe(`a,"b,c",'=x\r\n`);
  });
});
