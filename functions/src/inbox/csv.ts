/**
 * RFC 4180 CSV for the inbox export. A cell that a spreadsheet would read as a formula (starting with = + - @, or
 * a tab or carriage return that some strip first) gets a leading apostrophe, so it shows as text (OWASP, CSV
 * injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
