/**
 * RFC 4180 CSV for the inbox export. A spreadsheet reads a field starting with = + - @ (or a tab or carriage
 * return, which some strip first) as a formula, so such a start gets a leading apostrophe and shows as text (OWASP,
 * CSV injection). Excel splits on ";" where the decimal mark is a comma, and on tabs when text is pasted; there a
 * quote only counts at the start of a field, so the text after a ";", a tab or a line break inside a cell can start
 * a field too, and is guarded the same way.
 */
/** Each place a field can start (a cell's start, or after ; tab CR LF) that a formula character follows. */
const FORMULA_AT_FIELD_START = /(?<=^|[;\t\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_AT_FIELD_START, "'");
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
