import { parse } from "csv-parse/sync";
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

  // Excel splits on ";" in locales whose decimal mark is a comma, and on tabs when text is pasted. There a quote
  // only counts at the start of a field, so a separator or line break inside a quoted cell still starts a new field.
  const hostile = [
    "Jane",
    'a;=HYPERLINK("http://evil.example")',
    "b\t=1+2",
    "c,@SUM(A1)",
    "=x;y",
    "line one\n+cmd",
    "plain; text",
    "\t=cmd",
  ];
  const row = csvRow(hostile);

  it("is read back cell for cell where commas separate", () => {
    const [fields] = parse(row, { delimiter: "," }) as string[][];
    expect(fields).toHaveLength(hostile.length);
    for (const field of fields!) expect(field).not.toMatch(/^[=+\-@\t\r]/);
  });

  it.each([";", "\t"])("starts no formula in any field where %j separates", (delimiter) => {
    const records = parse(row, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
    for (const field of records.flat()) expect(field).not.toMatch(/^[=+\-@\t\r]/);
  });
});
