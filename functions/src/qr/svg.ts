/**
 * A page's printable QR code (docs/product.md#qr-codes): one SVG with the code of the page's address, the page's
 * title beneath it (wrapped, at most three lines) and the address in small print. Sized by its viewBox alone, so it
 * scales to any sheet, from a window sticker to A4 or Letter, and prints with crisp modules.
 */
import escapeHtml from "escape-html";
import { create } from "qrcode";

export interface QrPage {
  /** What the poster says under the code: the page's title. */
  title: string;
  /** The page's absolute canonical address, which the code opens. */
  url: string;
}

/** The drawing's width in user units; the code is a square this wide, its quiet zone included. */
const WIDTH = 1000;
/** The white border the standard asks for around the code, in modules. */
const QUIET_ZONE = 4;
const MARGIN = 60;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
/** The title's sizes, largest first: the first that holds it whole in three lines, else the smallest, shortened. */
const TITLE_SIZES = [64, 52, 44];
const TITLE_LINES = 3;
const ADDRESS = { size: 30, min: 18 };
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Characters XML 1.0 forbids (control characters, unpaired surrogates, U+FFFE/U+FFFF): a title can't break the file. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function cleanText(text: string): string {
  return text.replace(NOT_XML, "").replace(/\s+/g, " ").trim();
}

/**
 * A character's rough width in ems in a wide bold sans-serif (DejaVu Sans Bold, Verdana): a little over what most
 * fonts need, enough to wrap without measuring fonts on the server.
 */
function charWidth(char: string): number {
  const code = char.codePointAt(0)!;
  if (code >= 0x2e80) return 1; // CJK, Hangul, full-width forms, emoji
  if (/[MWmw@%&<>#+=~]/.test(char)) return 0.95;
  if (/[ il|.,:;'!Ijft()[\]]/.test(char)) return 0.36;
  if (/[A-Z0-9]/.test(char)) return 0.76;
  return 0.66;
}

const widthOf = (text: string) => Array.from(text).reduce((sum, char) => sum + charWidth(char), 0);

/** The longest start of `text` (whole characters, at least one) that fits `width` ems with `suffix` after it. */
function fitStart(text: string, width: number, suffix = ""): string {
  const chars = Array.from(text);
  const budget = width - widthOf(suffix);
  let used = 0;
  let end = 0;
  while (end < chars.length && used + charWidth(chars[end]!) <= budget) used += charWidth(chars[end++]!);
  return chars.slice(0, Math.max(end, 1)).join("").trimEnd() + suffix;
}

/** The title in lines of at most `width` ems, broken between words (a word longer than a line is split). */
function wrapAll(title: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of cleanText(title).split(" ")) {
    const joined = current ? `${current} ${word}` : word;
    if (widthOf(joined) <= width) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (widthOf(rest) > width) {
      const head = fitStart(rest, width);
      lines.push(head);
      rest = rest.slice(head.length);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** The title wrapped to `width` ems in at most `maxLines` lines; when more would follow, the last ends in an ellipsis. */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines = wrapAll(title, width);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitStart(kept[maxLines - 1]!, width, "…");
  return kept;
}

/** The title's font size and lines: the largest size that holds it whole, else the smallest, shortened. */
function titleLayout(name: string): { size: number; lines: string[] } {
  // Three lines hold fewer than this many characters at any size, so a longer title is shortened all the same.
  const title = Array.from(name).slice(0, 200).join("");
  for (const size of TITLE_SIZES) {
    const lines = wrapAll(title, TEXT_WIDTH / size);
    if (lines.length <= TITLE_LINES) return { size, lines };
  }
  const size = TITLE_SIZES.at(-1)!;
  return { size, lines: wrapTitle(title, TEXT_WIDTH / size, TITLE_LINES) };
}

/** The dark modules as one path in module units, a run of a row at a time. */
function modulePath(url: string): { d: string; size: number } {
  // Q recovers about a quarter of the code: a scuffed sticker or a creased poster still scans.
  const { modules } = create(url, { errorCorrectionLevel: "Q" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { d: runs.join(""), size: modules.size + 2 * QUIET_ZONE };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The poster's SVG: the code, the title beneath it, then the address; named for screen readers. */
export function qrSvg({ title, url }: QrPage): string {
  const { d, size } = modulePath(url);
  const name = cleanText(title) || url;
  const { size: titleSize, lines } = titleLayout(name);
  const lineHeight = titleSize * 1.25;
  const shown = url.replace(/^https?:\/\//, "");
  const addressSize = Math.max(ADDRESS.min, Math.min(ADDRESS.size, TEXT_WIDTH / widthOf(shown)));
  const address =
    widthOf(shown) * addressSize > TEXT_WIDTH ? fitStart(shown, TEXT_WIDTH / addressSize - 1, "…") : shown;
  // Baselines: the first line's capitals start a quarter of an em below the code's quiet zone.
  const baseline = (i: number) => round(WIDTH + i * lineHeight + titleSize);
  const addressY = round(baseline(lines.length - 1) + addressSize * 2);
  const height = Math.ceil(addressY + MARGIN / 2);
  const titleLines = lines.map(
    (line, i) =>
      `<text x="${WIDTH / 2}" y="${baseline(i)}" font-size="${titleSize}" font-weight="700">${escapeHtml(line)}</text>`,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="qr-title qr-desc">`,
    `<title id="qr-title">QR code: ${escapeHtml(name)}</title>`,
    `<desc id="qr-desc">Scan to open ${escapeHtml(url)}</desc>`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    `<path transform="scale(${round(WIDTH / size)})" shape-rendering="crispEdges" fill="#000" d="${d}"/>`,
    `<g font-family="${FONT}" text-anchor="middle" fill="#000">`,
    ...titleLines,
    `<text x="${WIDTH / 2}" y="${addressY}" font-size="${round(addressSize)}" fill="#333">${escapeHtml(address)}</text>`,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}
